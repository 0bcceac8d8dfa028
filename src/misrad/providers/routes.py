from fastapi import APIRouter

router = APIRouter(prefix="/api/ai-providers", tags=["providers"])
