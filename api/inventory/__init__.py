"""Inventory (`/api/inventory`): consumables per building and their stock movements."""
