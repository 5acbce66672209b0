$GRAVEL init -o -
