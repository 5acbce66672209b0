/* lc-tasks.h - GraphEval2000's LeetCode problems as task kinds: one table.
 *
 * GraphEval2000 asks for code that solves a LeetCode graph problem and
 * runs it on test cases; each problem gravel can solve is one task kind,
 * named "lc<ID>". This X-macro is the one table of them: task.h expands it
 * into enum task_kind (TASK_LC<ID>), task.c into registry rows, lc-score.c
 * into the scorers of the policy table. It includes nothing, so task.h can
 * include it.
 *
 * X(ID, directed, attr, query keys, judge, title, output, shape)
 *   ID        LeetCode number; the solver is lc_solve_<ID> (lc.h)
 *   directed  how GraphEval files the problem's graphs
 *   attr      edge attribute of graph.edges (lc743 carries weights)
 *   query     the problem's other inputs, as in the problems' "query"
 *   judge     how an output is judged (lc.h enum lc_judge): EXACT (deep
 *             equality), SET (a list in any order), EDGESET (a list of
 *             undirected edges, any order and orientation), TOPO (any
 *             topological order; [] when none exists), EULER (any
 *             arrangement of all pairs that chains end to start)
 *   title     for humans
 *   output    gold.answer = {"output": X}: the shape of X, which is the
 *             value the LeetCode function returns
 *   shape     what the solver needs of a problem, checked once on load
 *             (lc-shape.c; graph.directed must equal `directed` always):
 *             n          query.n required, nodes 0..n-1: graph.nodes == n
 *             n1         query.n required, nodes 1..n: graph.nodes is n or
 *                        n+1 (slot 0 unused)
 *             KEY:ints   query.KEY a list of integers; KEY:ints=n exactly n
 *                        of them, KEY:ints>=nodes one per node at least
 *             KEY:pairs  a list of [u, v] nodes; KEY:node one node;
 *                        KEY:1..n an integer 1..n; KEY:pos an integer >= 1;
 *                        KEY:str>=nodes a string of a character per node
 *             functional every node has one out-edge at most
 *             grid       query.rows * query.cols == graph.nodes
 *             max=N      graph.nodes and n at most N (the solver's time or
 *                        memory grows with n squared); else LC_MAX_NODES
 *
 * Graph inputs: edge lists are graph.edges as the file has them; array
 * inputs become edges too: lc797/lc802's adjacency lists (i -> graph[i][j]),
 * lc2360/lc2374/lc2876's functional arrays (i -> edges[i], -1 left out),
 * lc2246's parent array (parent[i] - i), lc2328's grid steps (cell r*cols+c,
 * query "rows", "cols"), lc3017's street line (house h is node h-1). */
#ifndef GRAVEL_LC_TASKS_H
#define GRAVEL_LC_TASKS_H

/* clang-format off */
#define LC_TASKS(X) \
	X(207,  true,  ATTR_NONE,   "n", EXACT, "Course Schedule", "bool: every course can be finished (edge [a,b]: b before a)", "n") \
	X(210,  true,  ATTR_NONE,   "n", TOPO,  "Course Schedule II", "[int]: an order taking every course, [] when none exists", "n") \
	X(1462, true,  ATTR_NONE,   "n queries", EXACT, "Course Schedule IV", "[bool]: queries[j] = [u,v]: is u a prerequisite of v", "n queries:pairs") \
	X(1466, true,  ATTR_NONE,   "n", EXACT, "Reorder Routes to Make All Paths Lead to the City Zero", "int: edges to reverse", "n") \
	X(1557, true,  ATTR_NONE,   "n", SET,   "Minimum Number of Vertices to Reach All Nodes", "[int]: the nodes without in-edges, any order", "n") \
	X(1719, true,  ATTR_NONE,   "", EXACT,  "Number Of Ways To Reconstruct A Tree", "int: 0, 1 or 2 (more than one)", "max=1000") \
	X(1971, false, ATTR_NONE,   "n source target", EXACT, "Find if Path Exists in Graph", "bool: a path from source to target", "n source:node target:node") \
	X(2050, true,  ATTR_NONE,   "n time", EXACT, "Parallel Courses III", "int: months to finish every course", "n1 time:ints=n") \
	X(2097, true,  ATTR_NONE,   "", EULER,  "Valid Arrangement of Pairs", "[[int,int]]: all pairs, each starting where the last ended", "") \
	X(2192, true,  ATTR_NONE,   "n", EXACT, "All Ancestors of a Node in a DAG", "[[int]]: each node's ancestors, sorted", "n max=5000") \
	X(2328, true,  ATTR_NONE,   "rows cols", EXACT, "Number of Increasing Paths in a Grid", "int: increasing paths, modulo 1e9+7", "grid") \
	X(2360, true,  ATTR_NONE,   "", EXACT,  "Longest Cycle in a Graph", "int: longest cycle length, -1 when none", "functional") \
	X(2374, true,  ATTR_NONE,   "", EXACT,  "Node With Highest Edge Score", "int: the node, smallest on ties", "functional") \
	X(2858, true,  ATTR_NONE,   "n", EXACT, "Minimum Edge Reversals So Every Node Is Reachable", "[int]: reversals per start node", "n") \
	X(2876, true,  ATTR_NONE,   "", EXACT,  "Count Visited Nodes in a Directed Graph", "[int]: distinct nodes visited from each node", "functional") \
	X(2924, true,  ATTR_NONE,   "n", EXACT, "Find Champion II", "int: the unique node without in-edges, else -1", "n") \
	X(743,  true,  ATTR_WEIGHT, "n k", EXACT, "Network Delay Time", "int: time for every node to hear k, -1 when some never does", "n1 k:1..n") \
	X(797,  true,  ATTR_NONE,   "", SET,    "All Paths From Source to Target", "[[int]]: every path 0 -> n-1, any order", "") \
	X(802,  true,  ATTR_NONE,   "", EXACT,  "Find Eventual Safe States", "[int]: safe nodes, sorted", "") \
	X(851,  true,  ATTR_NONE,   "quiet", EXACT, "Loud and Rich", "[int]: quietest person at least as rich as each", "quiet:ints>=nodes") \
	X(997,  true,  ATTR_NONE,   "n", EXACT, "Find the Town Judge", "int: the judge among 1..n, -1 when none", "n1") \
	X(1192, false, ATTR_NONE,   "n", EDGESET, "Critical Connections in a Network", "[[int,int]]: the bridges, any order and orientation", "n") \
	X(1319, false, ATTR_NONE,   "n", EXACT, "Number of Operations to Make Network Connected", "int: cables to move, -1 when too few", "n") \
	X(1615, false, ATTR_NONE,   "n", EXACT, "Maximal Network Rank", "int: the largest rank of a pair of cities", "n max=5000") \
	X(1761, false, ATTR_NONE,   "n", EXACT, "Minimum Degree of a Connected Trio in a Graph", "int: the smallest trio degree, -1 when none", "n1 max=5000") \
	X(1782, false, ATTR_NONE,   "n queries", EXACT, "Count Pairs Of Nodes", "[int]: pairs with incident(a,b) > queries[j]", "n1 queries:ints max=5000") \
	X(2242, false, ATTR_NONE,   "scores", EXACT, "Maximum Score of a Node Sequence", "int: best score of a 4-node path, -1 when none", "scores:ints>=nodes") \
	X(2246, false, ATTR_NONE,   "s", EXACT, "Longest Path With Different Adjacent Characters", "int: nodes on the longest such path", "s:str>=nodes") \
	X(2285, false, ATTR_NONE,   "n", EXACT, "Maximum Total Importance of Roads", "int: the largest total importance", "n") \
	X(2316, false, ATTR_NONE,   "n", EXACT, "Count Unreachable Pairs of Nodes in an Undirected Graph", "int: unreachable pairs", "n") \
	X(2368, false, ATTR_NONE,   "n restricted", EXACT, "Reachable Nodes With Restrictions", "int: nodes reachable from 0", "n restricted:ints") \
	X(2421, false, ATTR_NONE,   "values", EXACT, "Number of Good Paths", "int: good paths, single nodes included", "values:ints>=nodes") \
	X(2467, false, ATTR_NONE,   "bob amount", EXACT, "Most Profitable Path in a Tree", "int: Alice's best net income", "bob:node amount:ints>=nodes") \
	X(2477, false, ATTR_NONE,   "seats", EXACT, "Minimum Fuel Cost to Report to the Capital", "int: litres of fuel", "seats:pos") \
	X(2493, false, ATTR_NONE,   "n", EXACT, "Divide Nodes Into the Maximum Number of Groups", "int: most groups, -1 when impossible", "n1 max=5000") \
	X(2508, false, ATTR_NONE,   "n", EXACT, "Add Edges to Make Degrees of All Nodes Even", "bool: two added edges at most suffice", "n1 max=5000") \
	X(2603, false, ATTR_NONE,   "coins", EXACT, "Collect Coins in a Tree", "int: edges walked", "coins:ints>=nodes") \
	X(2646, false, ATTR_NONE,   "n price trips", EXACT, "Minimize the Total Price of the Trips", "int: the smallest total price", "n price:ints>=nodes trips:pairs") \
	X(2685, false, ATTR_NONE,   "n", EXACT, "Count the Number of Complete Components", "int: complete connected components", "n") \
	X(3017, false, ATTR_NONE,   "n x y", EXACT, "Count the Number of Houses at a Certain Distance II", "[int]: ordered pairs at each distance 1..n", "n x:1..n y:1..n max=20000")
/* clang-format on */

#endif
