#!/bin/sh
# PLACEHOLDER
exit 77
