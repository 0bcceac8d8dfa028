from misrad.core.errors import Conflict, InvalidInput, NotFound


class ConversationNotFound(NotFound):
    code = "conversation_not_found"


class PromptNotFound(NotFound):
    code = "prompt_not_found"


class KnowledgeNotFound(NotFound):
    code = "knowledge_not_found"


class PromptNameTaken(Conflict):
    code = "prompt_name_taken"


class DefaultPromptRequired(InvalidInput):
    code = "prompt_default_required"


class MessageRequired(InvalidInput):
    code = "message_required"


class MessageTooLong(InvalidInput):
    code = "message_too_long"
