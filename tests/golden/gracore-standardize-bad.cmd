$GRAVEL standardize tests/data/standardize-bad.csv 2>&1
