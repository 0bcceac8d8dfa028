"""Plumbing shared by every area: settings, database, errors, messages, queue, security."""
