# bench-browse-keys.awk - the browse replay of tests/bench-million.sh and
# tests/bench-browse-same.sh (awk -f, no input): 600 keys over the list,
# problem and trace screens, filters, a search, the scores screen and the
# failures screen (each left with q), seeded: the same keys everywhere.
# With -v dump=1, "@dump" after each group of keys (the screen dumped).
BEGIN {
  srand(46)
  for (k = 0; k < 600; ) {
    x = int(rand() * 20)
    if (x < 6) { print "j"; k++ }
    else if (x < 8) { print "k"; print "PgDn"; k += 2 }
    else if (x < 9) { print "Enter"; print "Tab"; print "Tab"; print "q"; k += 4 }
    else if (x < 11) { print "t"; print "."; print "."; print ","; print "q"; k += 5 }
    else if (x < 12) { print "s"; print "j"; print "q"; k += 3 }
    else if (x < 13) { print "F"; print "Tab"; print "q"; k += 3 }
    else if (x < 14) { print "r"; k++ }
    else if (x < 15) { print "p"; k++ }
    else if (x < 16) { print "c"; k++ }
    else if (x < 17) { print "}"; print "{"; k += 2 }
    else if (x < 18) { print "/"; print "n"; print "o"; print "d"; print "e"; print "Enter"; k += 6 }
    else { print "G"; print "g"; k += 2 }
    if (dump)
      print "@dump"
  }
}
