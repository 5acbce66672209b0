$GRAVEL standardize tests/data/standardize-small.csv; $GRAVEL standardize tests/data/standardize-small.csv --format csv
