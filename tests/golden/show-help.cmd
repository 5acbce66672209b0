$GRAVEL show --help
