"""dhandha: a shop owner's munshi that keeps the books from chat, voice and bank SMS."""

__version__ = "0.1.0"
