"""The local engine: Hebrew-first understanding of staff questions without any LLM."""
