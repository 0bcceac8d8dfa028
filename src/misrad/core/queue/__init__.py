"""Background work: durable jobs in the database, carried to workers by Huey.

Huey acknowledges nothing, so the truth about a job lives in the ``jobs`` table (an outbox):

- ``enqueue`` writes the job row in the caller's transaction; the job id is handed to Huey only after
  that transaction commits, and dropped if it rolls back.
- A worker claims a job with one atomic UPDATE (so a job pushed twice still runs once at a time),
  holds a lease that a heartbeat extends, and finishes it only while the lease is still its own.
- The reaper returns jobs whose lease expired (a worker killed with SIGKILL) to the queue, re-sends
  queued jobs whose message was lost, and dead-letters a job after ``max_attempts``.
- Periodic jobs are rows too, one per time slot under a unique key, so many workers start each once.

Handlers must be idempotent: a job whose worker died runs again from the start.
"""

from misrad.core.queue.registry import periodic, task
from misrad.core.queue.service import JobCounts, enqueue, job_counts

__all__ = ["JobCounts", "enqueue", "job_counts", "periodic", "task"]
