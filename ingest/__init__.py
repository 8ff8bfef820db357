"""Sensor intake: the wire format of readings and heartbeats, and the ways they come in."""
