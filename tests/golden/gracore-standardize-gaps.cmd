$GRAVEL standardize - --format csv < tests/data/standardize-gaps.csv; $GRAVEL standardize tests/data/standardize-gaps.csv
