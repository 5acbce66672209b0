/* fuzz-compat.c - libFuzzer target: policy compat (NLGraph's scripts'
 * rules) end to end on a fixed small problem per NLGraph task; the first
 * input byte picks the task and the run name's +city wording, the rest is
 * the model's answer. (Policy strict: fuzz-claims.c, fuzz-answer.c.) */
#include "config.h"
#include "problem.h"
#include "score.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define P(task, graph, query) \
	"{\"id\":\"f/" task "/easy/s/0\",\"benchmark\":\"f\",\"task\":\"" task "\",\"graph\":" graph \
	",\"query\":" query "}\n"

static const char problems[] =
	P("connectivity", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,1],[1,2],[3,4]]}",
	  "{\"source\":0,\"target\":2}")
	P("cycle", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,0],[2,3]]}", "{}")
	P("topology", "{\"directed\":true,\"nodes\":5,\"edges\":[[0,2],[1,2],[3,2],[4,0]]}", "{}")
	P("shortest_path", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],"
	  "[1,4,4],[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"}", "{\"source\":0,\"target\":2}")
	P("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,3],[1,2,2],[0,2,4]],"
	  "\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}")
	P("matching", "{\"directed\":false,\"nodes\":5,\"parts\":[2,3],\"edges\":[[0,2],[0,3],[1,2]]}",
	  "{}")
	P("hamilton", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3],[0,2]]}", "{}")
	P("GNN", "{\"directed\":false,\"nodes\":3,\"edges\":[[0,1],[1,2]],"
	  "\"features\":[[1,0],[0,1],[1,1]]}", "{\"layers\":2}");

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct problemset ps;
	static int loaded;
	bool known;
	const struct policy *pol = policy_find("compat", &known);
	struct problem *p;
	struct runset rs;
	struct score_report rep;
	struct diags d;

	diags_init(&d);
	if (!loaded) {
		problemset_init(&ps);
		if (problems_parse_jsonl("fuzz", problems, strlen(problems), &ps, &d) != 0 || !pol)
			abort();
		loaded = 1;
	}
	if (!size)
		return 0;
	p = ps.v[data[0] % ps.n];
	runset_init(&rs);
	runset_add(&rs, p->id, data[0] & 0x80 ? "fuzz+city" : "fuzz", 0, (const char *)data + 1,
		   size - 1);
	runset_add(&rs, p->id, data[0] & 0x80 ? "fuzz+city" : "fuzz", 1, (const char *)data + 1,
		   (size - 1) / 2);
	score_runs(pol, &ps, &rs, &rep, &d);
	score_report_free(&rep);
	runset_free(&rs);
	diags_free(&d);
	return 0;
}
