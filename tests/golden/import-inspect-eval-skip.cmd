"$GRAVEL" import inspect tests/data/foreign/inspect-bad-sample.eval 2>&1; echo "status $?"; "$GRAVEL" import inspect tests/data/foreign/inspect-bad-sample.eval --strict 2>&1
