/* lc-tasks.h - GraphEval2000's LeetCode problems as task kinds: one table.
 *
 * GraphEval2000 asks for code that solves a LeetCode graph problem and
 * runs it on test cases; each problem gravel can solve is one task kind,
 * named "lc<ID>". This X-macro is the one table of them: task.h expands it
 * into enum task_kind (TASK_LC<ID>), task.c into registry rows, lc-score.c
 * into the scorers of the policy table. It includes nothing, so task.h can
 * include it.
 *
 * X(ID, directed, attr, query keys, judge, title, output, shape, spec,
 *   reading)
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
 *   spec      the constraints of the problem statement (lc-spec.c); an
 *             input that breaks one is off-spec, audited apart from wrong
 *             labels:
 *             n=LO..HI   the size (query.n, else graph.nodes); m=LO..HI the
 *                        edge count; w=LO..HI every edge weight (an empty
 *                        HI: no upper bound)
 *             ids=LO..HI every edge end; nodes1 every edge end in 1..n
 *             loopless   no self-loop (ai != bi); distinct no repeated edge;
 *                        dag acyclic; tree n-1 edges joining all n nodes;
 *                        connected; outdeg1 one out-edge per node; euler a
 *                        valid arrangement of all the pairs exists
 *             KEY=LO..HI every integer of query.KEY in range; KEY#LO..HI its
 *                        length; KEY~even every value even; KEY~unique no
 *                        value twice; KEY~uv pairs [u, v] with u != v;
 *                        KEY~lower lowercase letters only
 *             grid       the grid's cell values are given (query.grid)
 *   reading   how the reference solver reads an input off-spec, where it
 *             reads it at all: the audit names it when the label holds
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
	X(207,  true,  ATTR_NONE,   "n", EXACT, "Course Schedule", "bool: every course can be finished (edge [a,b]: b before a)", "n", \
		"n=1..2000 m=0..5000 distinct", "") \
	X(210,  true,  ATTR_NONE,   "n", TOPO,  "Course Schedule II", "[int]: an order taking every course, [] when none exists", "n", \
		"n=1..2000 loopless distinct", "") \
	X(1462, true,  ATTR_NONE,   "n queries", EXACT, "Course Schedule IV", "[bool]: queries[j] = [u,v]: is u a prerequisite of v", "n queries:pairs", \
		"n=2..100 loopless distinct dag queries#1..10000 queries~uv", "") \
	X(1466, true,  ATTR_NONE,   "n", EXACT, "Reorder Routes to Make All Paths Lead to the City Zero", "int: edges to reverse", "n", \
		"n=2..50000 loopless tree", "") \
	X(1557, true,  ATTR_NONE,   "n", SET,   "Minimum Number of Vertices to Reach All Nodes", "[int]: the nodes without in-edges, any order", "n", \
		"n=2..100000 m=1..100000 distinct dag", "") \
	X(1719, true,  ATTR_NONE,   "", EXACT,  "Number Of Ways To Reconstruct A Tree", "int: 0, 1 or 2 (more than one)", "max=1000", \
		"m=1..100000 ids=1..500 loopless distinct", "") \
	X(1971, false, ATTR_NONE,   "n source target", EXACT, "Find if Path Exists in Graph", "bool: a path from source to target", "n source:node target:node", \
		"n=1..200000 m=0..200000 loopless distinct", "") \
	X(2050, true,  ATTR_NONE,   "n time", EXACT, "Parallel Courses III", "int: months to finish every course", "n1 time:ints=n", \
		"n=1..50000 nodes1 loopless distinct dag time=1..10000", "course 0 as one more course taking no time") \
	X(2097, true,  ATTR_NONE,   "", EULER,  "Valid Arrangement of Pairs", "[[int,int]]: all pairs, each starting where the last ended", "", \
		"m=1..100000 loopless distinct euler", "") \
	X(2192, true,  ATTR_NONE,   "n", EXACT, "All Ancestors of a Node in a DAG", "[[int]]: each node's ancestors, sorted", "n max=5000", \
		"n=1..1000 m=0..2000 loopless distinct dag", "") \
	X(2328, true,  ATTR_NONE,   "rows cols", EXACT, "Number of Increasing Paths in a Grid", "int: increasing paths, modulo 1e9+7", "grid", \
		"grid n=1..100000 grid=1..100000", "") \
	X(2360, true,  ATTR_NONE,   "", EXACT,  "Longest Cycle in a Graph", "int: longest cycle length, -1 when none", "functional", \
		"n=2..100000 loopless", "") \
	X(2374, true,  ATTR_NONE,   "", EXACT,  "Node With Highest Edge Score", "int: the node, smallest on ties", "functional", \
		"n=2..100000 loopless outdeg1", "") \
	X(2858, true,  ATTR_NONE,   "n", EXACT, "Minimum Edge Reversals So Every Node Is Reachable", "[int]: reversals per start node", "n", \
		"n=2..100000 loopless tree", "") \
	X(2876, true,  ATTR_NONE,   "", EXACT,  "Count Visited Nodes in a Directed Graph", "[int]: distinct nodes visited from each node", "functional", \
		"n=2..100000 loopless outdeg1", "") \
	X(2924, true,  ATTR_NONE,   "n", EXACT, "Find Champion II", "int: the unique node without in-edges, else -1", "n", \
		"n=1..100 loopless distinct dag", "") \
	X(743,  true,  ATTR_WEIGHT, "n k", EXACT, "Network Delay Time", "int: time for every node to hear k, -1 when some never does", "n1 k:1..n", \
		"n=1..100 m=1..6000 nodes1 loopless distinct w=0..100", "") \
	X(797,  true,  ATTR_NONE,   "", SET,    "All Paths From Source to Target", "[[int]]: every path 0 -> n-1, any order", "", \
		"n=2..15 loopless distinct dag", "") \
	X(802,  true,  ATTR_NONE,   "", EXACT,  "Find Eventual Safe States", "[int]: safe nodes, sorted", "", \
		"n=1..10000 m=1..40000 distinct", "") \
	X(851,  true,  ATTR_NONE,   "quiet", EXACT, "Loud and Rich", "[int]: quietest person at least as rich as each", "quiet:ints>=nodes", \
		"n=1..500 loopless distinct dag quiet~unique", "LeetCode's memoised DFS over richer, in edge order") \
	X(997,  true,  ATTR_NONE,   "n", EXACT, "Find the Town Judge", "int: the judge among 1..n, -1 when none", "n1", \
		"n=1..1000 m=0..10000 nodes1 loopless distinct", "person 0 as one more person, never the judge") \
	X(1192, false, ATTR_NONE,   "n", EDGESET, "Critical Connections in a Network", "[[int,int]]: the bridges, any order and orientation", "n", \
		"n=2..100000 loopless distinct connected", "") \
	X(1319, false, ATTR_NONE,   "n", EXACT, "Number of Operations to Make Network Connected", "int: cables to move, -1 when too few", "n", \
		"n=1..100000 m=1..100000 loopless distinct", "") \
	X(1615, false, ATTR_NONE,   "n", EXACT, "Maximal Network Rank", "int: the largest rank of a pair of cities", "n max=5000", \
		"n=2..100 loopless distinct", "") \
	X(1761, false, ATTR_NONE,   "n", EXACT, "Minimum Degree of a Connected Trio in a Graph", "int: the smallest trio degree, -1 when none", "n1 max=5000", \
		"n=2..400 m=1.. nodes1 loopless distinct", "") \
	X(1782, false, ATTR_NONE,   "n queries", EXACT, "Count Pairs Of Nodes", "[int]: pairs with incident(a,b) > queries[j]", "n1 queries:ints max=5000", \
		"n=2..20000 m=1..100000 nodes1 loopless queries#1..20", "node 0 as one more node when an edge uses it (pairs of slots 0..n)") \
	X(2242, false, ATTR_NONE,   "scores", EXACT, "Maximum Score of a Node Sequence", "int: best score of a 4-node path, -1 when none", "scores:ints>=nodes", \
		"n=4..50000 loopless distinct scores=1..100000000", "") \
	X(2246, false, ATTR_NONE,   "s", EXACT, "Longest Path With Different Adjacent Characters", "int: nodes on the longest such path", "s:str>=nodes", \
		"n=1..100000 tree s~lower", "") \
	X(2285, false, ATTR_NONE,   "n", EXACT, "Maximum Total Importance of Roads", "int: the largest total importance", "n", \
		"n=2..50000 m=1..50000 loopless distinct", "") \
	X(2316, false, ATTR_NONE,   "n", EXACT, "Count Unreachable Pairs of Nodes in an Undirected Graph", "int: unreachable pairs", "n", \
		"n=1..100000 loopless distinct", "") \
	X(2368, false, ATTR_NONE,   "n restricted", EXACT, "Reachable Nodes With Restrictions", "int: nodes reachable from 0", "n restricted:ints", \
		"n=2..100000 loopless tree restricted#1.. restricted=1.. restricted~unique", "") \
	X(2421, false, ATTR_NONE,   "values", EXACT, "Number of Good Paths", "int: good paths, single nodes included", "values:ints>=nodes", \
		"n=1..30000 loopless tree values=0..100000", "") \
	X(2467, false, ATTR_NONE,   "bob amount", EXACT, "Most Profitable Path in a Tree", "int: Alice's best net income", "bob:node amount:ints>=nodes", \
		"n=2..100000 loopless tree bob=1.. amount~even amount=-10000..10000", "") \
	X(2477, false, ATTR_NONE,   "seats", EXACT, "Minimum Fuel Cost to Report to the Capital", "int: litres of fuel", "seats:pos", \
		"n=1..100000 loopless tree seats=1..100000", "") \
	X(2493, false, ATTR_NONE,   "n", EXACT, "Divide Nodes Into the Maximum Number of Groups", "int: most groups, -1 when impossible", "n1 max=5000", \
		"n=1..500 m=1..10000 nodes1 loopless distinct", "node 0 as one more vertex, as a solver over 1..n that keeps every edge sees it") \
	X(2508, false, ATTR_NONE,   "n", EXACT, "Add Edges to Make Degrees of All Nodes Even", "bool: two added edges at most suffice", "n1 max=5000", \
		"n=3..100000 m=2..100000 nodes1 loopless distinct", "") \
	X(2603, false, ATTR_NONE,   "coins", EXACT, "Collect Coins in a Tree", "int: edges walked", "coins:ints>=nodes", \
		"n=1..30000 loopless tree coins=0..1", "") \
	X(2646, false, ATTR_NONE,   "n price trips", EXACT, "Minimize the Total Price of the Trips", "int: the smallest total price", "n price:ints>=nodes trips:pairs", \
		"n=1..50 loopless tree price~even price=1..1000 trips#1..100", "an odd price halved rounds up") \
	X(2685, false, ATTR_NONE,   "n", EXACT, "Count the Number of Complete Components", "int: complete connected components", "n", \
		"n=1..50 loopless distinct", "") \
	X(3017, false, ATTR_NONE,   "n x y", EXACT, "Count the Number of Houses at a Certain Distance II", "[int]: ordered pairs at each distance 1..n", "n x:1..n y:1..n max=20000", \
		"n=2..100000", "")
/* clang-format on */

#endif
