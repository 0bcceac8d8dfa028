"""misrad: the back office of a small Israeli business."""

__version__ = "0.1.0"
