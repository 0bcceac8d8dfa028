"""Virtual keys of the ``/v1`` endpoint, their change counter, and model aliases."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.providers.models import AiModel, ModelAlias, Provider, VirtualKey
from misrad.providers.repository.ledgers import Executor


class KeyRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_hash(self, key_hash: str) -> VirtualKey | None:
        return self.session.scalars(select(VirtualKey).where(VirtualKey.key_hash == key_hash)).first()

    def get(self, key_id: int) -> VirtualKey | None:
        return self.session.get(VirtualKey, key_id)

    def all(self, owner_user_id: int | None = None) -> list[VirtualKey]:
        statement = select(VirtualKey).order_by(VirtualKey.id)
        if owner_user_id is not None:
            statement = statement.where(VirtualKey.owner_user_id == owner_user_id)
        return list(self.session.scalars(statement))

    def add(self, key: VirtualKey) -> VirtualKey:
        self.session.add(key)
        self.session.flush()
        return key

    def bump_generation(self) -> None:
        """Count one change to keys: every process drops its cached keys at its next request."""
        changes.bump(self.session, changes.AI_KEYS)

    def aliases(self) -> list[ModelAlias]:
        return list(self.session.scalars(select(ModelAlias).order_by(ModelAlias.alias)))

    def alias(self, alias_id: int) -> ModelAlias | None:
        return self.session.get(ModelAlias, alias_id)

    def add_alias(self, alias: ModelAlias) -> ModelAlias:
        self.session.add(alias)
        self.session.flush()
        return alias

    def delete_alias(self, alias: ModelAlias) -> None:
        self.session.delete(alias)
        self.session.flush()

    def routable_models(self) -> list[tuple[str, int, int, str]]:
        """(model name, model id, provider id, provider code) of every active model of an active
        provider, cheapest-provider order left to the caller (here: provider id, model id)."""
        rows = self.session.execute(
            select(AiModel.name, AiModel.id, Provider.id, Provider.code)
            .join(Provider, Provider.id == AiModel.provider_id)
            .where(AiModel.is_active.is_(True), Provider.is_active.is_(True))
            .order_by(Provider.id, AiModel.id)
        ).all()
        return [(str(n), int(m), int(p), str(c)) for n, m, p, c in rows]

    def alias_targets(self) -> list[tuple[str, int, int, str]]:
        """(alias, model id, provider id, provider code) of every alias."""
        rows = self.session.execute(
            select(ModelAlias.alias, AiModel.id, Provider.id, Provider.code)
            .join(AiModel, AiModel.id == ModelAlias.model_id)
            .join(Provider, Provider.id == AiModel.provider_id)
        ).all()
        return [(str(a), int(m), int(p), str(c)) for a, m, p, c in rows]


def key_generation(executor: Executor) -> int:
    """The change counter of keys (0 before the first change): one primary-key read."""
    return changes.current(executor, changes.AI_KEYS)
