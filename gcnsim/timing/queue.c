/* The memory requests that compiled CUs running on alone issue, waiting to be asked of the
 * hierarchy in the device's time order (cu.py Queue says the rule and why; cu.c #includes
 * this file): by cycle, then by CU, each CU's in the order it issued them, a binary heap on
 * (cycle, CU, issue number). ``queue_settle(q, t)`` asks those issued before cycle ``t``.
 * A request the compiled port takes whole (a load, store or scalar load, streaming or not:
 * hierarchy.c port_request, reached through a pointer, the hierarchy being a module of its
 * own) is asked and answered here, its wave's counters set (cu_complete), with no return to
 * Python; one it does not take (an atomic, cache maintenance: system.py's Python) is handed
 * back (``held``) and the settling goes on once Python has answered it.
 *
 *     queue_add(q, t, cu, slot, op, request);  ...;  queue_settle(q, t) -> Q_DONE, Q_PYTHON
 */
#include <stdlib.h>
#include <string.h>

enum { Q_DONE, Q_PYTHON, Q_FULL };      /* what queue_settle returns */

typedef struct {
    int64_t t, cu, seq, slot, op, request;
} Entry;

typedef int64_t (*PortRequest)(void *port, int64_t kind, double t, uint64_t *lines, int64_t n);

typedef struct Queue {
    Entry *heap;                /* malloc'ed: ``n`` of ``cap`` (queue_release frees it) */
    int64_t n, cap, seq;
    int64_t first;              /* the earliest queued request's cycle, INF when none */
    Cu **cus;                   /* per CU index: its Cu */
    void **ports;               /* and its hierarchy Port */
    PortRequest request;        /* hierarchy.c port_request */
    const int64_t *kinds;       /* per Request: its port_request kind, -1 for Python's */
    const int64_t *starts;      /* and its first line in ``lines`` */
    const int64_t *nlines;
    const uint64_t *lines;
    uint64_t *scratch;          /* a Request's lines, made physical there */
    Entry held;                 /* the request handed back to Python */
} Queue;

static int later(const Entry *a, const Entry *b)
{
    if (a->t != b->t)
        return a->t > b->t;
    if (a->cu != b->cu)
        return a->cu > b->cu;
    return a->seq > b->seq;
}

/* Request number ``request`` (-1: none, done as it issues) of wave slot ``slot`` of CU
 * ``cu``, its entry ``op`` issued at ``t``, queued: 0 when there is no room for it. */
static int queue_add(Queue *q, int64_t t, int64_t cu, int64_t slot, int64_t op,
                     int64_t request)
{
    if (q->n == q->cap) {
        int64_t cap = q->cap ? 2 * q->cap : 1024;
        Entry *grown = realloc(q->heap, (size_t)cap * sizeof(Entry));
        if (!grown)
            return 0;
        q->heap = grown, q->cap = cap;
    }
    Entry e = {t, cu, q->seq++, slot, op, request};
    int64_t k = q->n++;
    while (k > 0 && later(&q->heap[(k - 1) / 2], &e)) {
        q->heap[k] = q->heap[(k - 1) / 2];
        k = (k - 1) / 2;
    }
    q->heap[k] = e;
    q->first = q->heap[0].t;
    return 1;
}

static Entry queue_pop(Queue *q)
{
    Entry top = q->heap[0], last = q->heap[--q->n];
    int64_t k = 0, n = q->n;
    for (;;) {
        int64_t c = 2 * k + 1;
        if (c >= n)
            break;
        if (c + 1 < n && later(&q->heap[c], &q->heap[c + 1]))
            c++;
        if (!later(&last, &q->heap[c]))
            break;
        q->heap[k] = q->heap[c];
        k = c;
    }
    if (n)
        q->heap[k] = last;
    q->first = n ? q->heap[0].t : INF;
    return top;
}

int64_t cu_complete(Cu *cu, int64_t s, int64_t op, int64_t t, int64_t done, int64_t settled);

/* Ask the hierarchy the requests issued before cycle ``before``, in order: Q_DONE, or
 * Q_PYTHON with the next one in ``held`` for Python to answer (then call again), or Q_FULL
 * when its wave's counters have no room for its completion (``held``). */
int64_t queue_settle(Queue *q, int64_t before)
{
    while (q->n && q->heap[0].t < before) {
        Entry e = queue_pop(q);
        int64_t done = e.t;
        if (e.request >= 0) {
            int64_t kind = q->kinds[e.request], n = q->nlines[e.request];
            if (kind < 0) {
                q->held = e;
                return Q_PYTHON;
            }
            memcpy(q->scratch, q->lines + q->starts[e.request], (size_t)n * sizeof(uint64_t));
            done = q->request(q->ports[e.cu], kind, (double)e.t, q->scratch, n);
        }
        if (!cu_complete(q->cus[e.cu], e.slot, e.op, e.t, done, 1)) {
            q->held = e;
            return Q_FULL;
        }
    }
    return Q_DONE;
}

void queue_release(Queue *q)
{
    free(q->heap);
    q->heap = 0, q->n = q->cap = 0, q->first = INF;
}
