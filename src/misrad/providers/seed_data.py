"""The catalogue every installation starts with: providers, their main models, list prices.

Prices are USD per 1M tokens as published, read on ``PRICES_READ`` (see the research note, Appendix B);
a tuple of several prices is a scheduled change (each with the date it applies from). ``misrad pricing
import FILE`` updates them from LiteLLM's community price map, so nobody edits prices by hand.
Models of local servers (ollama, a generic OpenAI-compatible server) cost nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

PRICES_READ = date(2026, 11, 18)


@dataclass(frozen=True)
class SeedPrice:
    valid_from: date
    input: str
    output: str
    cache_read: str | None = None
    source: str = ""


@dataclass(frozen=True)
class SeedModel:
    name: str
    display_name: str
    category: str
    context_window: int
    max_output_tokens: int
    quality: int
    speed: int
    prices: tuple[SeedPrice, ...]


@dataclass(frozen=True)
class SeedProvider:
    code: str
    display_name: str
    description_he: str
    brand_color: str
    is_active: bool
    sort_order: int
    models: tuple[SeedModel, ...] = field(default_factory=tuple)


def _p(inp: str, out: str, source: str, *, cache: str | None = None, since: date = PRICES_READ) -> SeedPrice:
    return SeedPrice(since, inp, out, cache, source)


FREE = (_p("0", "0", "runs locally, no charge"),)
LL = "LiteLLM model_prices_and_context_window.json 1.109.1"

PROVIDERS: tuple[SeedProvider, ...] = (
    SeedProvider(
        "local",
        "Local engine",
        "המנוע המובנה של המערכת: עונה על שאלות נפוצות ללא מודל שפה וללא עלות",
        "#6B7280",
        True,
        0,
        (SeedModel("local-engine", "מנוע מקומי", "fast", 0, 0, 2, 5, FREE),),
    ),
    SeedProvider(
        "openai",
        "OpenAI",
        "מודלי GPT של OpenAI",
        "#10A37F",
        False,
        1,
        (
            SeedModel(
                "gpt-6.2-astra",
                "GPT-6.2 Astra",
                "flagship",
                922_000,
                128_000,
                5,
                3,
                (_p("8", "40", "OpenAI release notice 2026-11-17 (verify on OpenAI pricing)"),),
            ),
            SeedModel(
                "gpt-6.2-sol",
                "GPT-6.2 Sol",
                "flagship",
                922_000,
                128_000,
                4,
                4,
                (_p("2", "10", "OpenAI release notice 2026-11-17 (verify on OpenAI pricing)"),),
            ),
            SeedModel(
                "gpt-6.1-terra",
                "GPT-6.1 Terra",
                "fast",
                922_000,
                128_000,
                4,
                4,
                (_p("1", "5", LL, cache="0.05"),),
            ),
            SeedModel("gpt-6-luna", "GPT-6 Luna", "fast", 922_000, 128_000, 3, 5, (_p("0.10", "0.50", LL),)),
        ),
    ),
    SeedProvider(
        "anthropic",
        "Anthropic",
        "מודלי Claude של Anthropic",
        "#D97757",
        False,
        2,
        (
            SeedModel(
                "claude-fable-5-2",
                "Claude Fable 5.2",
                "flagship",
                1_000_000,
                128_000,
                5,
                3,
                (_p("8", "40", "Anthropic notice 2026-11-09 (verify on Claude pricing)", cache="0.20"),),
            ),
            SeedModel(
                "claude-opus-5-5",
                "Claude Opus 5.5",
                "flagship",
                1_000_000,
                128_000,
                5,
                3,
                (_p("4", "20", "Claude models overview; " + LL),),
            ),
            SeedModel(
                "claude-sonnet-5-5",
                "Claude Sonnet 5.5",
                "fast",
                1_000_000,
                128_000,
                4,
                4,
                (_p("2", "10", "Claude models overview; " + LL),),
            ),
            SeedModel(
                "claude-haiku-5-5",
                "Claude Haiku 5.5",
                "fast",
                1_000_000,
                128_000,
                3,
                5,
                (_p("0.10", "0.50", "Claude models overview; " + LL),),
            ),
        ),
    ),
    SeedProvider(
        "google",
        "Google Gemini",
        "מודלי Gemini של Google",
        "#4285F4",
        False,
        3,
        (
            SeedModel(
                "gemini-4-argon",
                "Gemini 4 Argon",
                "flagship",
                1_048_576,
                65_536,
                5,
                3,
                (
                    _p("2", "10", "Google Cloud: Get started with Gemini 4"),
                    _p("4", "20", "Google Cloud: Get started with Gemini 4", since=date(2026, 12, 1)),
                ),
            ),
            SeedModel(
                "gemini-3.1-pro-preview",
                "Gemini 3.1 Pro (preview)",
                "flagship",
                1_000_000,
                65_536,
                4,
                3,
                (_p("2", "12", "Gemini API pricing (read 2026-10-07)"),),
            ),
            SeedModel(
                "gemini-3.8-flash",
                "Gemini 3.8 Flash",
                "fast",
                1_000_000,
                65_536,
                4,
                5,
                (
                    _p("0.75", "3.75", "Gemini API pricing (read 2026-10-07)"),
                    _p("1.50", "7.50", "Gemini API pricing (read 2026-10-07)", since=date(2027, 1, 1)),
                ),
            ),
            SeedModel(
                "gemini-3.5-flash-lite",
                "Gemini 3.5 Flash-Lite",
                "fast",
                1_000_000,
                65_536,
                3,
                5,
                (_p("0.30", "2.50", "Gemini API pricing (read 2026-10-07)"),),
            ),
        ),
    ),
    SeedProvider(
        "mistral",
        "Mistral AI",
        "מודלים של Mistral AI",
        "#FA520F",
        False,
        4,
        (
            SeedModel(
                "mistral-medium-3.5",
                "Mistral Medium 3.5",
                "flagship",
                256_000,
                32_000,
                4,
                4,
                (_p("1.50", "7.50", LL),),
            ),
            SeedModel(
                "mistral-large-latest",
                "Mistral Large 3",
                "flagship",
                256_000,
                32_000,
                4,
                3,
                (_p("0.50", "1.50", LL),),
            ),
            SeedModel(
                "mistral-small-latest",
                "Mistral Small 4",
                "fast",
                256_000,
                32_000,
                3,
                5,
                (_p("0.15", "0.60", LL),),
            ),
            SeedModel(
                "ministral-8b-2512", "Ministral 8B", "fast", 256_000, 32_000, 2, 5, (_p("0.15", "0.15", LL),)
            ),
        ),
    ),
    SeedProvider(
        "ollama",
        "Ollama",
        "שרת מודלים מקומי (Ollama) התואם ל-OpenAI",
        "#1F2937",
        False,
        5,
        (
            SeedModel("llama3.3", "Llama 3.3 70B", "flagship", 128_000, 8_192, 3, 2, FREE),
            SeedModel("qwen3:8b", "Qwen3 8B", "fast", 40_960, 8_192, 2, 4, FREE),
            SeedModel("llama3.2-vision", "Llama 3.2 Vision", "vision", 128_000, 8_192, 2, 3, FREE),
        ),
    ),
    SeedProvider(
        "openai_compatible",
        "OpenAI-compatible server",
        "כל שרת התואם לממשק OpenAI בכתובת שתגדירו",
        "#8B5CF6",
        False,
        6,
        (SeedModel("default", "Default model", "fast", 32_000, 4_096, 3, 3, FREE),),
    ),
)


def decimal(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)
