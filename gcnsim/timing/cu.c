/* The compute unit's turns in compiled code (cu.py's ComputeUnit._turns and the rules it
 * calls: dependencies, s_waitcnt, the LDS, the special instructions, instruction fetch), over
 * arrays that the Python object (native_cu.py) owns; every replay runs it. What the model is,
 * and why, is said once, in cu.py, fetch.py and lds.py; this is those rules step for step, in
 * their order, so that a replay's cycles are the same whichever runs it. What stays in Python
 * comes back in an event buffer (a memory request for the hierarchy in lockstep, a workgroup's
 * end, a clock read, a loop mark, what a tracer is told) or as a return code (a pause for queued
 * requests to settle, the wait states of an MFMA pair not seen yet): the loop's place is
 * kept, and the call after resumes there. Running on alone (not in lockstep), a CU's memory
 * requests go into the queue (queue.c), which settles them with the hierarchy's compiled
 * port and hands Python only the atomics and cache maintenance.
 *
 *     cu_run(cu, t, limit)  -> RET_YIELD (cu->nxt: its next turn), RET_PAUSE at cu->t, ...
 */
#include <stdint.h>

#define INF ((int64_t)1 << 62)
#define NONE INT64_MIN              /* a Line's fill not set yet */
#define LONG_WAIT 256               /* cu.py: LONG_WAIT */
#define PASS 4                      /* mfma_timing.PASS_CYCLES */
#define OUTCAP 256                  /* completion times kept per counter of a wave */
#define DEPCAP 32                   /* long ops in flight per wave */
#define AHEADCAP 8                  /* lines of a wave's instruction buffer */
#define NKIND 16                    /* in-order classes */
#define MAXPARK 64                  /* waves of a workgroup */

/* an Op row (native_cu.py OP_FIELDS) */
enum { O_PORT, O_GATE, O_BUSY, O_KIND, O_ARG, O_LINE, O_HEAD, O_PC, O_END, O_JUMP, O_UNIT,
       O_MATRIX, O_CAT, O_AMOUNT, O_LDS, O_NEV, O_EV, O_NWAIT = O_EV + 15, O_WAIT,
       OPW = O_WAIT + 6 };
/* an event's fields */
enum { E_COUNTER, E_AMOUNT, E_KIND, E_IN_ORDER, E_MOST };
/* a wave slot's fields */
enum { W_WID, W_GROUP, W_SIMD, W_POS, W_END, W_OP, W_READY, W_BASE, W_PRIO, W_ARRIVED,
       W_CLEARED, W_LINE, W_PLAIN, W_PENDING, W_DEP_UNTIL, W_NDEPS, W_NAHEAD, W_ALIVE,
       W_NOUT, W_LAST = W_NOUT + 3, W_AHEAD = W_LAST + NKIND, W_BACK = W_AHEAD + AHEADCAP,
       WF };
/* a SIMD's fields */
enum { S_NWAVES, S_NAWAKE, S_NASLEEP, S_WAKE, S_EMPTY_SINCE, S_IDLE, S_VALU_FREE, S_VALU_BUSY,
       S_MATRIX_FREE, S_MATRIX_BUSY, S_CHANGED, S_WAVE_CYCLES, SF };
/* a workgroup slot's fields */
enum { G_LIVE, G_NPARKED, G_PARKED, GF = G_PARKED + MAXPARK };
/* ops.py kinds, issue categories (native_cu.py CATEGORIES) */
enum { NORMAL, WAITCNT, BARRIER, END, SLEEP, SETPRIO, NOP, JUMP, CLOCK, MAINTAIN };
enum { C_OTHER, C_LDS, C_VMEM, C_SMEM };
/* cu.py REASONS */
enum { R_VMCNT, R_LGKMCNT, R_EXPCNT, R_DEPENDENCY, R_BARRIER, R_SLEEP, R_NOP, R_VALU_BUSY,
       R_MATRIX_BUSY, R_UNIT_BUSY, R_ISSUE_CONFLICT, R_FETCH, NREASONS };
/* what cu_run returns */
enum { RET_YIELD, RET_PAUSE, RET_STATES, RET_DRAIN, RET_UNSETTLED, RET_FULL };
/* the events handed back (6 ints each) */
enum { EV_MEM, EV_MARK, EV_CLOCK, EV_DONE, EV_HELD, EV_ISSUE, EV_COUNTER };
#define MATRIX_PORT 129
#define VALU_PORT 1
#define VMEM_PORT 4
#define LDS_PORT 8

typedef struct {
    int64_t *owner, *since, *fill;      /* per Line id (fetch.py Line) */
} Lines;

typedef struct Queue Queue;

typedef struct Cu {
    /* fixed */
    int64_t nsimd, slots, simd_slots, words, fresh, export_latency, scalar_latency,
        barrier_release, lds_latency, most_waits, has_marks, tracing, index;
    int64_t drain_at;           /* events past which the loop hands them back between turns */
    int64_t *ops;               /* OPW per entry number */
    uint64_t *uses, *reads, *writes;   /* ``words`` per entry number */
    uint8_t *full;              /* 256: cu.py full_turns */
    int32_t *flat;              /* the streams' entry numbers, one past the last */
    int64_t *codes;             /* per stream place: an LDS cost, a Request's number, -1 */
    int64_t *nlines;            /* per Request: its lines */
    int64_t *waited;            /* per entry number (shared by the CUs) */
    int64_t *states;            /* a hash: 2 per entry, (key + 1, wait states), 0 free */
    int64_t states_mask;
    Lines *lines;
    int64_t *held;              /* per workgroup slot: ``span`` Line ids from ``line_base`` */
    int64_t line_base, span;
    /* state */
    int64_t *wave;              /* WF per wave slot */
    int64_t *out;               /* per wave slot: 3 x OUTCAP completion times */
    int64_t *deps;              /* per wave slot: DEPCAP x (words + 3) */
    uint64_t *dep_writes;       /* per wave slot: ``words`` */
    int64_t *simd;              /* SF per SIMD */
    int64_t *waves, *awake, *asleep;   /* per SIMD: ``simd_slots`` wave slots */
    int64_t *nexts;
    int64_t *group;             /* GF per workgroup slot */
    int64_t *lds_ports;
    int64_t *stalls;            /* NREASONS */
    int64_t *events;            /* 6 each: room for ``drain_at`` and a turn's */
    int64_t nevents, vmem_free, banks_free, finish, last, groups, ndone, conflicts,
        fetch_free, fetch_hit, fetch_miss, fetch_hold, fetch_count, hits, misses;
    /* the loop's place while it waits for Python (``resume``) */
    int64_t resume, t, limit, k, i, used, crowd, settle, nxt, after_pause, ndozing, nended;
    int64_t dozing[64], ended[64];
    int64_t ask_producer, ask_consumer;
    Queue *queue;               /* where its memory requests wait (queue.c), 0: lockstep */
} Cu;

#define W(s, f) cu->wave[(s) * WF + (f)]
#define S(k, f) cu->simd[(k) * SF + (f)]
#define OP(n) (cu->ops + (n) * OPW)

#include "queue.c"

static inline int64_t align(int64_t t, int64_t simd, int64_t n)
{
    int64_t d = (simd - t) % n;
    return t + (d < 0 ? d + n : d);
}

static int64_t *out_of(Cu *cu, int64_t s, int64_t counter)
{
    return cu->out + (s * 3 + counter) * OUTCAP;
}

static void event(Cu *cu, int64_t type, int64_t a, int64_t b, int64_t c, int64_t d, int64_t e)
{
    int64_t *at = cu->events + cu->nevents++ * 6;
    at[0] = type, at[1] = a, at[2] = b, at[3] = c, at[4] = d, at[5] = e;
}

/* wave slot ``s`` held ``cycles`` for ``reason``: the tally's, and the tracer's (cu.py _stall) */
static void held_for(Cu *cu, int64_t s, int64_t reason, int64_t cycles)
{
    cu->stalls[reason] += cycles;
    if (cu->tracing)
        event(cu, EV_HELD, W(s, W_WID), W(s, W_SIMD), reason, cycles, 0);
}

/* ---- fetch (fetch.py Fetch) ---------------------------------------------------------- */
static int64_t line_id(Cu *cu, int64_t s, int64_t number)
{
    int64_t at = number - cu->line_base;
    if (at < 0 || at >= cu->span)
        return -1;
    return cu->held[W(s, W_GROUP) * cu->span + at];
}

static int64_t filled(Cu *cu, int64_t id, int64_t start)
{
    Lines *l = cu->lines;
    if (l->owner[id] != cu->index) {
        cu->hits++;
        return l->since[id] + cu->fetch_miss;
    }
    if (l->fill[id] == NONE) {
        cu->misses++;
        l->fill[id] = start + cu->fetch_miss;
    } else
        cu->hits++;
    return l->fill[id];
}

static void request(Cu *cu, int64_t s, int64_t first, int64_t count, int64_t t, int64_t soon,
                    int64_t *times)
{
    int64_t hit = soon < 0 ? cu->fetch_hit : soon;
    int64_t start = cu->fetch_free > t ? cu->fetch_free : t;
    for (int64_t j = 0; j < count; j++) {
        int64_t id = line_id(cu, s, first + j);
        if (id < 0) {
            times[j] = start + cu->fetch_miss;
            continue;
        }
        int64_t f = filled(cu, id, start);
        times[j] = f > start + hit ? f : start + hit;
        start += cu->fetch_hold;
    }
    cu->fetch_free = start;
}

static int64_t next_line(Cu *cu, int64_t s, int64_t number, int64_t t)
{
    int64_t start = cu->fetch_free > t ? cu->fetch_free : t;
    int64_t id = line_id(cu, s, number);
    if (id < 0) {
        cu->fetch_free = start;
        return start + cu->fetch_miss;
    }
    int64_t f = filled(cu, id, start);
    cu->fetch_free = start + cu->fetch_hold;
    start += cu->fetch_hit;
    return f > start ? f : start;
}

/* cu.py _ask: the buffer, its line moved on, asks for the lines its places free; one past the
   last line the workgroup runs takes no room, the buffer keeps a line it left instead */
static void ask(Cu *cu, int64_t s, int64_t moved, int64_t t)
{
    int64_t *ahead = &W(s, W_AHEAD);
    for (int64_t k = 0; k < moved; k++) {
        int64_t number = W(s, W_LINE) + W(s, W_NAHEAD) + 1, at = number - cu->line_base;
        int64_t *row = &cu->held[W(s, W_GROUP) * cu->span];
        while (at < cu->span && row[at] < 0)
            at++;
        if (at >= cu->span)
            W(s, W_BACK)++;
        else
            ahead[W(s, W_NAHEAD)++] = next_line(cu, s, number, t);
    }
}

static int64_t redirect(Cu *cu, int64_t s, int64_t op, int64_t t, int64_t soon)
{
    int64_t *row = OP(op), *ahead = &W(s, W_AHEAD), times[AHEADCAP];
    W(s, W_LINE) = row[O_HEAD];
    W(s, W_BACK) = 0;
    W(s, W_PLAIN) = W(s, W_DEP_UNTIL) <= t ? row[O_HEAD] : -1;
    request(cu, s, row[O_HEAD], cu->fetch_count, t, soon, times);
    for (int64_t j = 1; j < cu->fetch_count; j++)
        ahead[j - 1] = times[j];
    W(s, W_NAHEAD) = cu->fetch_count - 1;
    return times[0];
}

static int64_t cross(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    int64_t line = OP(op)[O_LINE], *ahead = &W(s, W_AHEAD), n = W(s, W_NAHEAD);
    if (line != W(s, W_LINE) + 1)
        return redirect(cu, s, op, t, -1);
    if (ahead[0] > t)
        return ahead[0];
    for (int64_t j = 1; j < n; j++)
        ahead[j - 1] = ahead[j];
    W(s, W_LINE) = line;
    W(s, W_NAHEAD) = n - 1;
    ask(cu, s, 1, t);
    return t;
}

static int64_t branch(Cu *cu, int64_t s, int64_t op, int64_t t)     /* cu.py _branch */
{
    int64_t *to = OP(op), *ahead = &W(s, W_AHEAD), n = W(s, W_NAHEAD);
    int64_t line = W(s, W_LINE), skip = to[O_HEAD] - line;
    int64_t arrival = W(s, W_READY) + to[O_JUMP];
    if (skip < -W(s, W_BACK) || skip > n)
        return redirect(cu, s, op, t, arrival - t);
    if (skip > 0) {
        if (ahead[skip - 1] > arrival)
            arrival = ahead[skip - 1];
        for (int64_t j = skip; j < n; j++)
            ahead[j - skip] = ahead[j];
        W(s, W_LINE) = to[O_HEAD];
        W(s, W_NAHEAD) = n - skip;
        ask(cu, s, skip, t);
    } else if (skip < 0) {      /* back to a line it kept: the lines between are in */
        for (int64_t j = n - 1; j >= 0; j--)
            ahead[j - skip] = ahead[j];
        for (int64_t j = 0; j < -skip; j++)
            ahead[j] = t;
        W(s, W_NAHEAD) = n - skip;
        W(s, W_BACK) += skip;
        W(s, W_LINE) = to[O_HEAD];
    }
    return arrival;
}

/* ---- dependencies ------------------------------------------------------------------------ */
static int overlaps(Cu *cu, const uint64_t *a, const uint64_t *b)
{
    for (int64_t w = 0; w < cu->words; w++)
        if (a[w] & b[w])
            return 1;
    return 0;
}

/* The wait states of an MFMA pair, -1 when Python has not said them yet. */
static int64_t states(Cu *cu, int64_t producer, int64_t consumer)
{
    uint64_t key = (uint64_t)producer << 32 | (uint64_t)consumer;
    for (uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 20;; h++) {
        int64_t *e = cu->states + (h & cu->states_mask) * 2;
        if (!e[0])
            return -1;
        if (e[0] == (int64_t)key + 1)
            return e[1];
    }
}

void cu_states_put(Cu *cu, int64_t producer, int64_t consumer, int64_t value)
{
    uint64_t key = (uint64_t)producer << 32 | (uint64_t)consumer;
    for (uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 20;; h++) {
        int64_t *e = cu->states + (h & cu->states_mask) * 2;
        if (!e[0]) {
            e[0] = (int64_t)key + 1, e[1] = value;
            return;
        }
    }
}

/* cu.py _depends: -1 when an MFMA pair's wait states are to be asked of Python */
static int64_t depends(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    int64_t until = t, W1 = cu->words + 3;
    const uint64_t *uses = cu->uses + op * cu->words, *reads = cu->reads + op * cu->words;
    for (int64_t d = 0; d < W(s, W_NDEPS); d++) {
        int64_t *dep = cu->deps + (s * DEPCAP + d) * W1, when;
        const uint64_t *writes = (const uint64_t *)(dep + 3);
        if (!overlaps(cu, uses, writes))
            continue;
        int64_t number = dep[1], *producer = OP(number);
        if (producer[O_MATRIX]) {
            int64_t st = states(cu, number, op);
            if (st < 0) {
                cu->ask_producer = number, cu->ask_consumer = op;
                return -1;
            }
            when = dep[0] + PASS * (st + 1);
        } else if (overlaps(cu, reads, writes))
            when = dep[0] + producer[O_BUSY];
        else
            continue;
        if (when > until)
            until = when;
    }
    return until;
}

/* cu.py _produce: 0 when the wave's long ops in flight would pass DEPCAP */
static int produce(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    int64_t *row = OP(op), W1 = cu->words + 3, words = cu->words;
    const uint64_t *writes = cu->writes + op * words;
    uint64_t *dw = cu->dep_writes + s * words;
    W(s, W_PLAIN) = -1;
    int64_t until = row[O_MATRIX] ? t + PASS * (cu->most_waits + 1) : t + row[O_BUSY];
    int64_t *deps = cu->deps + s * DEPCAP * W1, n = 0;
    if (W(s, W_DEP_UNTIL) > t) {
        for (int64_t d = 0; d < W(s, W_NDEPS); d++) {
            int64_t *old = deps + d * W1;
            if (old[2] > t) {
                if (n != d)
                    for (int64_t w = 0; w < W1; w++)
                        deps[n * W1 + w] = old[w];
                n++;
            }
        }
    }
    if (n == DEPCAP)
        return 0;
    int64_t *dep = deps + n * W1;
    dep[0] = t, dep[1] = op, dep[2] = until;
    for (int64_t w = 0; w < words; w++)
        ((uint64_t *)(dep + 3))[w] = writes[w];
    n++;
    W(s, W_NDEPS) = n;
    for (int64_t w = 0; w < words; w++) {
        uint64_t all = 0;
        for (int64_t d = 0; d < n; d++)
            all |= ((uint64_t *)(deps + d * W1 + 3))[w];
        dw[w] = all;
    }
    if (n == 1 || until > W(s, W_DEP_UNTIL))
        W(s, W_DEP_UNTIL) = until;
    return 1;
}

/* cu.py _held: 0 and *until, *reason set, or RET_STATES */
static int held(Cu *cu, int64_t s, int64_t op, int64_t t, int64_t *until, int64_t *reason)
{
    int64_t *row = OP(op);
    if (row[O_LINE] != W(s, W_LINE)) {
        int64_t when = cross(cu, s, op, t);
        if (when > t) {
            *until = when, *reason = R_FETCH;
            return 0;
        }
    }
    if (W(s, W_DEP_UNTIL) > t) {
        if (overlaps(cu, cu->uses + op * cu->words, cu->dep_writes + s * cu->words)) {
            int64_t when = depends(cu, s, op, t);
            if (when < 0)
                return RET_STATES;
            *until = when, *reason = R_DEPENDENCY;
        }
    } else
        W(s, W_PLAIN) = W(s, W_LINE);
    return 0;
}

/* ---- counters and memory -------------------------------------------------------------- */
static void sort(int64_t *a, int64_t n)
{
    for (int64_t i = 1; i < n; i++) {
        int64_t v = a[i], j = i;
        while (j > 0 && v < a[j - 1]) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = v;
    }
}

/* cu.py _waitcnt over ``n`` (counter, count) pairs */
static int64_t waitcnt(Cu *cu, int64_t s, const int64_t *waits, int64_t n, int64_t t,
                       int64_t *reason)
{
    int64_t until = t;
    for (int64_t j = 0; j < n; j++) {
        int64_t counter = waits[2 * j], count = waits[2 * j + 1];
        int64_t *times = out_of(cu, s, counter), *len = &W(s, W_NOUT + counter);
        if (*len <= count)
            continue;
        if (!count) {
            int64_t when = times[0];
            for (int64_t i = 1; i < *len; i++)
                if (times[i] > when)
                    when = times[i];
            if (when <= t)
                *len = 0;
            else if (when > until)
                until = when, *reason = counter;
            continue;
        }
        int64_t m = 0;
        for (int64_t i = 0; i < *len; i++)
            if (times[i] > t)
                times[m++] = times[i];
        *len = m;
        int64_t over = m - count;
        if (over > 0) {
            sort(times, m);
            if (times[over - 1] > until)
                until = times[over - 1], *reason = counter;
        }
    }
    return until;
}

static int full(Cu *cu, int64_t s, const int64_t *row)
{
    for (int64_t e = 0; e < row[O_NEV]; e++) {
        const int64_t *ev = row + O_EV + 5 * e;
        if (W(s, W_NOUT + ev[E_COUNTER]) + W(s, W_PENDING) > ev[E_MOST])
            return 1;
    }
    return 0;
}

static int64_t append(Cu *cu, int64_t s, int64_t counter, int64_t when, int64_t amount)
{
    int64_t *len = &W(s, W_NOUT + counter), *times = out_of(cu, s, counter);
    if (*len + amount > OUTCAP)
        return 0;
    for (int64_t a = 0; a < amount; a++)
        times[(*len)++] = when;
    return 1;
}

/* cu.py complete of wave slot ``s``'s ``op`` (``settled``: a queued request, cu.py answer):
 * 0 when a counter's times would pass OUTCAP */
int64_t cu_complete(Cu *cu, int64_t s, int64_t op, int64_t t, int64_t done, int64_t settled)
{
    int64_t *row = OP(op);
    if (settled)
        W(s, W_PENDING) -= row[O_AMOUNT];
    for (int64_t e = 0; e < row[O_NEV]; e++) {
        int64_t *ev = row + O_EV + 5 * e, when = done;
        if (ev[E_IN_ORDER]) {
            int64_t *last = &W(s, W_LAST + ev[E_KIND]);
            if (*last > when)
                when = *last;
            *last = when;
        }
        if (!append(cu, s, ev[E_COUNTER], when, ev[E_AMOUNT]))
            return 0;
        if (cu->tracing)
            event(cu, EV_COUNTER, W(s, W_WID), ev[E_COUNTER], t, when, ev[E_AMOUNT]);
        if (when > cu->finish)
            cu->finish = when;
    }
    return 1;
}

static int64_t lds_take(Cu *cu, int64_t k, int64_t t, int64_t cost)
{
    int64_t banks = cost & 0xFFFF, port = cost >> 16, pair = k >> 1;
    if (cu->lds_ports[pair] > t)
        t = cu->lds_ports[pair];
    int64_t start = cu->banks_free > t ? cu->banks_free : t;
    cu->banks_free = start + banks;
    int64_t end = t + port;
    if (start + banks > end)
        end = start + banks;
    cu->lds_ports[pair] = end;
    return end + cu->lds_latency;
}

static void stall(Cu *cu, int64_t s, int64_t t, int64_t until, int64_t reason)
{
    held_for(cu, s, reason, until - t);
    W(s, W_READY) = until;
}

/* cu.py _memory: 1 issued, 0 the wave waits, -1 a counter overflows */
static int memory(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    int64_t *row = OP(op);
    for (int64_t e = 0; e < row[O_NEV]; e++) {
        int64_t *ev = row + O_EV + 5 * e, reason = 0;
        if (W(s, W_NOUT + ev[E_COUNTER]) > ev[E_MOST]) {
            int64_t pair[2] = {ev[E_COUNTER], ev[E_MOST]};
            int64_t until = waitcnt(cu, s, pair, 1, t, &reason);
            if (until > t) {
                stall(cu, s, t, align(until, W(s, W_SIMD), cu->nsimd), reason);
                return 0;
            }
        }
    }
    int64_t cat = row[O_CAT], code = cu->codes[W(s, W_POS)];
    if (cat == C_LDS)
        return cu_complete(cu, s, op, t, lds_take(cu, W(s, W_SIMD), t, code), 0) ? 1 : -1;
    if (cat == C_VMEM || (cat == C_SMEM && code != -1)) {
        if (code == -1) {
            cu->vmem_free = t + 1;
            if (!W(s, W_PENDING))
                return cu_complete(cu, s, op, t, t, 0) ? 1 : -1;
        } else if (cat == C_VMEM)
            cu->vmem_free = t + (cu->nlines[code] ? cu->nlines[code] : 1);
        W(s, W_PENDING) += row[O_AMOUNT];
        if (!cu->queue)         /* lockstep: Python asks it before another CU's turn */
            event(cu, EV_MEM, s, op, t, code, 0);
        else if (!queue_add(cu->queue, t, cu->index, s, op, code))
            return -1;
        return 1;
    }
    int64_t done = t + (cat == C_SMEM ? cu->scalar_latency : cu->export_latency);
    return cu_complete(cu, s, op, t, done, 0) ? 1 : -1;
}

/* ---- barriers, specials, the SIMDs' lists ---------------------------------------------- */
static void release(Cu *cu, int64_t g, int64_t t)
{
    int64_t *grp = cu->group + g * GF;
    if (!grp[G_NPARKED] || grp[G_NPARKED] < grp[G_LIVE])
        return;
    for (int64_t j = 0; j < grp[G_NPARKED]; j++) {
        int64_t s = grp[G_PARKED + j], simd = W(s, W_SIMD);
        int64_t ready = align(t + cu->barrier_release, simd, cu->nsimd);
        int64_t held = ready - W(s, W_ARRIVED) - cu->nsimd;
        held_for(cu, s, R_BARRIER, held);
        cu->waited[cu->flat[W(s, W_POS) - 1]] += held;
        W(s, W_READY) = W(s, W_BASE) = ready;
        if (ready < cu->nexts[simd])
            cu->nexts[simd] = ready;
    }
    grp[G_NPARKED] = 0;
}

/* cu.py _special: -1 when a counter overflows */
static int special(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    int64_t *row = OP(op), kind = row[O_KIND], simd = W(s, W_SIMD), P = cu->nsimd;
    if (kind == END && cu->has_marks)
        event(cu, EV_MARK, W(s, W_POS), t, 0, 0, 0);
    if (kind == CLOCK)
        event(cu, EV_CLOCK, W(s, W_WID), op, t, 0, 0);
    else if (kind == NOP) {
        W(s, W_READY) = align(t + (P > row[O_ARG] ? P : row[O_ARG]), simd, P);
        held_for(cu, s, R_NOP, W(s, W_READY) - t - P);
    } else if (kind == SLEEP) {
        W(s, W_READY) = align(t + row[O_ARG], simd, P);
        held_for(cu, s, R_SLEEP, W(s, W_READY) - t - P);
    } else if (kind == SETPRIO)
        W(s, W_PRIO) = -row[O_ARG];
    else if (kind == MAINTAIN) {
        if (memory(cu, s, op, t) < 0)
            return -1;
    } else if (kind == BARRIER) {
        int64_t g = W(s, W_GROUP), *grp = cu->group + g * GF;
        W(s, W_READY) = INF;
        W(s, W_ARRIVED) = t;
        grp[G_PARKED + grp[G_NPARKED]++] = s;
        release(cu, g, t);
    } else if (kind == END) {
        int64_t g = W(s, W_GROUP), *grp = cu->group + g * GF;
        W(s, W_READY) = INF;
        grp[G_LIVE]--;
        if (t > cu->finish)
            cu->finish = t;
        if (grp[G_LIVE])
            release(cu, g, t);
        else {
            cu->groups--;
            cu->ndone++;
            event(cu, EV_DONE, g, t, 0, 0, 0);
        }
    }
    return 0;
}

static void jump(Cu *cu, int64_t s, int64_t op, int64_t t)
{
    if (cu->has_marks)
        event(cu, EV_MARK, W(s, W_POS), t, 0, 0, 0);
    int64_t pos = W(s, W_POS) + 1;
    if (pos == W(s, W_END))
        return;
    int64_t target = cu->flat[pos], *to = OP(target);
    if (to[O_PC] == OP(op)[O_END])
        return;
    int64_t ready = W(s, W_READY);
    int64_t arrival = branch(cu, s, target, t);
    if (arrival > ready) {
        int64_t later = align(arrival, W(s, W_SIMD), cu->nsimd);
        held_for(cu, s, R_FETCH, later - ready);
        cu->waited[op] += later - ready;
        W(s, W_READY) = later;
    }
}

static int before(Cu *cu, int64_t a, int64_t b)   /* cu.py ORDER: (-priority, age) */
{
    int64_t pa = W(a, W_PRIO), pb = W(b, W_PRIO);
    return pa < pb || (pa == pb && W(a, W_WID) < W(b, W_WID));
}

static void insort_awake(Cu *cu, int64_t k, int64_t s)
{
    int64_t *awake = cu->awake + k * cu->simd_slots, n = S(k, S_NAWAKE), at = n;
    while (at > 0 && before(cu, s, awake[at - 1]))
        at--;
    for (int64_t j = n; j > at; j--)
        awake[j] = awake[j - 1];
    awake[at] = s;
    S(k, S_NAWAKE) = n + 1;
}

static void remove_slot(int64_t *list, int64_t *n, int64_t s)
{
    int64_t j = 0;
    while (list[j] != s)
        j++;
    for (; j + 1 < *n; j++)
        list[j] = list[j + 1];
    (*n)--;
}

static void wake(Cu *cu, int64_t k, int64_t t)
{
    int64_t *asleep = cu->asleep + k * cu->simd_slots, n = S(k, S_NASLEEP), woken = 0;
    while (woken < n && W(asleep[woken], W_READY) <= t)
        insort_awake(cu, k, asleep[woken++]);
    for (int64_t j = woken; j < n; j++)
        asleep[j - woken] = asleep[j];
    n -= woken;
    S(k, S_NASLEEP) = n;
    S(k, S_WAKE) = n ? W(asleep[0], W_READY) : INF;
}

static void resident(Cu *cu, int64_t k, int64_t t)
{
    S(k, S_WAVE_CYCLES) += S(k, S_NWAVES) * (t - S(k, S_CHANGED));
    S(k, S_CHANGED) = t;
}

static void settle_simd(Cu *cu, int64_t k, int64_t t, int64_t settle)
{
    int64_t *awake = cu->awake + k * cu->simd_slots, *waves = cu->waves + k * cu->simd_slots;
    if (settle & 3) {
        resident(cu, k, t);
        for (int64_t j = 0; j < cu->nended; j++) {
            int64_t s = cu->ended[j];
            remove_slot(waves, &S(k, S_NWAVES), s);
            remove_slot(awake, &S(k, S_NAWAKE), s);
            W(s, W_ALIVE) = 0;
        }
        cu->nended = 0;
        if (!S(k, S_NWAVES))
            S(k, S_EMPTY_SINCE) = t;
        if (settle & 2) {
            int64_t n = S(k, S_NAWAKE);
            for (int64_t i = 1; i < n; i++) {
                int64_t v = awake[i], j = i;
                while (j > 0 && before(cu, v, awake[j - 1])) {
                    awake[j] = awake[j - 1];
                    j--;
                }
                awake[j] = v;
            }
        }
    }
    if (settle & 4) {
        int64_t *asleep = cu->asleep + k * cu->simd_slots;
        for (int64_t j = 0; j < cu->ndozing; j++) {
            int64_t s = cu->dozing[j], n = S(k, S_NASLEEP), at = n;
            remove_slot(awake, &S(k, S_NAWAKE), s);
            while (at > 0 && W(s, W_READY) < W(asleep[at - 1], W_READY))
                at--;
            for (int64_t i = n; i > at; i--)
                asleep[i] = asleep[i - 1];
            asleep[at] = s;
            S(k, S_NASLEEP) = n + 1;
        }
        S(k, S_WAKE) = W(asleep[0], W_READY);
        cu->ndozing = 0;
    }
}

/* ---- placing a workgroup's waves ---------------------------------------------------- */
#include "place.c"

/* ---- the turns -------------------------------------------------------------------------- */
#define SAVE(code) do { cu->resume = 1, cu->t = t, cu->limit = limit, cu->k = k, cu->i = i; \
    cu->used = used, cu->crowd = crowd, cu->settle = settle, cu->nxt = nxt; \
    cu->conflicts = conflicts; return (code); } while (0)

/* cu.py _turns from cycle ``t`` (a send of the engine), or on from where the last call
 * stopped (``resume``): RET_YIELD with ``nxt`` its next turn, ``last`` its last. */
int64_t cu_run(Cu *cu, int64_t t, int64_t limit)
{
    int64_t P = cu->nsimd, k, i, used, crowd, settle, nxt, conflicts = cu->conflicts, s;
    int64_t *awake;
    if (cu->resume == 1) {
        k = cu->k, i = cu->i, used = cu->used, crowd = cu->crowd, settle = cu->settle;
        nxt = cu->nxt, t = cu->t;
        cu->resume = 0;
        awake = cu->awake + k * cu->simd_slots;
        goto consider;
    }
    if (cu->resume == 2) {
        t = cu->t;
        cu->resume = 0;
    } else
        cu->ndone = 0;
    for (;;) {
        k = t % P;
        awake = cu->awake + k * cu->simd_slots;
        crowd = conflicts;
        used = cu->fresh;
        if (S(k, S_WAKE) <= t)
            wake(cu, k, t);
        nxt = cu->nexts[k] = S(k, S_WAKE);
        settle = 0;
        for (i = 0; i < S(k, S_NAWAKE); i++) {
            cu->after_pause = 0;
consider:
            s = awake[i];
            int64_t ready = W(s, W_READY);
            if (ready <= t) {
                int64_t op = W(s, W_OP), *row = OP(op), until = t, reason = 0;
                if (row[O_GATE] & used) {
                    conflicts++;
                    if (cu->tracing)
                        event(cu, EV_HELD, W(s, W_WID), k, R_ISSUE_CONFLICT, P, 0);
                    continue;
                }
                int64_t line = row[O_LINE];
                if (line != W(s, W_PLAIN) && (line != W(s, W_LINE) || W(s, W_DEP_UNTIL) <= t
                        || overlaps(cu, cu->uses + op * cu->words,
                                    cu->dep_writes + s * cu->words)))
                    if (held(cu, s, op, t, &until, &reason))
                        SAVE(RET_STATES);
                int64_t port = row[O_PORT];
                if (until <= t && row[O_UNIT]) {
                    if (port == VALU_PORT) {
                        if (S(k, S_VALU_FREE) > t)
                            until = S(k, S_VALU_FREE), reason = R_VALU_BUSY;
                    } else if (port == MATRIX_PORT) {
                        if (S(k, S_VALU_FREE) > t)
                            until = S(k, S_VALU_FREE), reason = R_VALU_BUSY;
                        else if (S(k, S_MATRIX_FREE) > t)
                            until = S(k, S_MATRIX_FREE), reason = R_MATRIX_BUSY;
                    } else if (port == LDS_PORT) {
                        if (cu->lds_ports[k >> 1] > t)
                            until = cu->lds_ports[k >> 1], reason = R_UNIT_BUSY;
                    } else if (port == VMEM_PORT) {
                        if (cu->vmem_free > t)
                            until = cu->vmem_free, reason = R_UNIT_BUSY;
                    } else if (row[O_NWAIT] && W(s, W_CLEARED) != W(s, W_POS)) {
                        if (W(s, W_PENDING)) {
                            if (cu->after_pause)
                                SAVE(RET_UNSETTLED);
                            cu->after_pause = 1;
                            SAVE(RET_PAUSE);
                        }
                        until = waitcnt(cu, s, row + O_WAIT, row[O_NWAIT], t, &reason);
                        if (until > t) {
                            W(s, W_CLEARED) = W(s, W_POS);
                            if (until - t > LONG_WAIT) {
                                settle |= 4;
                                cu->dozing[cu->ndozing++] = s;
                            }
                        }
                    }
                } else if (until > t && reason == R_DEPENDENCY && (port == VALU_PORT || port == MATRIX_PORT)
                           && S(k, S_VALU_FREE) >= until)
                    reason = R_VALU_BUSY;       /* its SIMD is busy that long anyway */
                if (until > t) {
                    int64_t d = (k - until) % P;
                    until += d < 0 ? d + P : d;
                    held_for(cu, s, reason, until - t);
                    W(s, W_READY) = until;
                    if (until < nxt)
                        nxt = until;
                    continue;
                }
                if (row[O_NEV]) {
                    if (W(s, W_PENDING) && full(cu, s, row)) {
                        if (cu->after_pause)
                            SAVE(RET_UNSETTLED);
                        cu->after_pause = 1;
                        SAVE(RET_PAUSE);
                    }
                    int64_t *ev = row + O_EV;
                    if (row[O_LDS] && W(s, W_NOUT + ev[E_COUNTER]) <= ev[E_MOST]) {
                        int64_t when = lds_take(cu, k, t, cu->codes[W(s, W_POS)]);
                        int64_t *last = &W(s, W_LAST + ev[E_KIND]);
                        if (*last > when)
                            when = *last;
                        *last = when;
                        if (!append(cu, s, ev[E_COUNTER], when, 1))
                            SAVE(RET_FULL);
                        if (cu->tracing)
                            event(cu, EV_COUNTER, W(s, W_WID), ev[E_COUNTER], t, when, 1);
                        if (when > cu->finish)
                            cu->finish = when;
                    } else {
                        int done = memory(cu, s, op, t);
                        if (done < 0)
                            SAVE(RET_FULL);
                        if (!done) {
                            if (W(s, W_READY) < nxt)
                                nxt = W(s, W_READY);
                            continue;
                        }
                    }
                }
                if (cu->tracing)
                    event(cu, EV_ISSUE, W(s, W_WID), k, op, t, 0);
                if (t != W(s, W_BASE))
                    cu->waited[op] += t - W(s, W_BASE);
                ready = W(s, W_READY) = W(s, W_BASE) = t + P;
                int64_t kind = row[O_KIND];
                if (port == VALU_PORT) {
                    S(k, S_VALU_FREE) = t + row[O_BUSY];
                    S(k, S_VALU_BUSY) += row[O_BUSY];
                    if (row[O_BUSY] > 4 && !produce(cu, s, op, t))
                        SAVE(RET_FULL);
                } else if (port == MATRIX_PORT) {
                    S(k, S_MATRIX_FREE) = t + row[O_BUSY];
                    S(k, S_MATRIX_BUSY) += row[O_BUSY];
                    S(k, S_VALU_FREE) = t + PASS;
                    S(k, S_VALU_BUSY) += PASS;
                    if (row[O_BUSY] > 4 && !produce(cu, s, op, t))
                        SAVE(RET_FULL);
                } else if (kind == JUMP) {
                    jump(cu, s, op, t);
                    ready = W(s, W_BASE) = W(s, W_READY);
                } else if (kind > WAITCNT) {
                    if (special(cu, s, op, t) < 0)
                        SAVE(RET_FULL);
                    ready = W(s, W_BASE) = W(s, W_READY);
                    if (kind == END) {
                        settle |= 1;
                        cu->ended[cu->nended++] = s;
                    } else if (kind == SETPRIO)
                        settle |= 2;
                }
                int64_t pos = ++W(s, W_POS);
                W(s, W_OP) = cu->flat[pos];
                if (port) {
                    used |= port;
                    if (used >= 0 && cu->full[used])
                        used = -1;
                }
            }
            if (ready < nxt)
                nxt = ready;
        }
        if (settle)
            settle_simd(cu, k, t, settle);
        if (conflicts != crowd && t + P < nxt)
            nxt = t + P;
        if (nxt < cu->nexts[k])
            cu->nexts[k] = nxt;
        nxt = t + 1;
        if (cu->nexts[(k + 1) % P] != nxt) {
            nxt = cu->nexts[0];
            for (int64_t j = 1; j < P; j++)
                if (cu->nexts[j] < nxt)
                    nxt = cu->nexts[j];
        }
        if (cu->ndone || !(t < nxt && nxt < limit)) {
            cu->last = t;
            break;
        }
        t = nxt;
        if (cu->nevents > cu->drain_at) {
            cu->resume = 2, cu->t = t, cu->limit = limit, cu->conflicts = conflicts;
            return RET_DRAIN;
        }
    }
    cu->stalls[R_ISSUE_CONFLICT] += conflicts * P;
    cu->conflicts = 0;
    cu->nxt = nxt;
    return RET_YIELD;
}
