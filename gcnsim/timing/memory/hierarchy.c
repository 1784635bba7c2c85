/* The memory hierarchy's bookkeeping in compiled code: the caches' sets (tags in LRU order,
 * when each line's data is there, dirty lines), their channels' time and idle gaps, a vector
 * L1's misses in flight, and the DRAM's channels, banks, open rows (and their past: early
 * requests are timed against it) and write queues. What the model is, and why, is said
 * once, in Python: system.py (Level: sets, channels, misses in flight, spill), gaps.py (a
 * channel's gaps), dram.py (DramState: placement, rows, activates, write batches; History: the
 * past early requests are timed against) and translation.py (frames, TLBs: translation.c,
 * #included here). This is those rules over arrays that the Python objects own (numpy
 * buffers, their addresses in the structs below), so that a request's lines walk the levels
 * without a Python call a line: step for
 * step as the Python model did them on lists and dicts up to commit 7bd44d2 (the timed-launch
 * comparison set, tools/launch_set.py, pinned that every cycle stayed), except the DRAM's
 * early requests, timed against the past (a channel's activates, a bank's rows: dram_early),
 * a rule added here since (commit accea8b) that the Python model never had. tools/gen_hierarchy.py
 * makes hierarchy.ll from this file with clang-19; the package compiles that IR with llvmlite
 * (memory/native.py), so it needs no C compiler. Times are doubles and the rules the Python had
 * keep its operations in its order: no fused multiply-add (built with -ffp-contract=off), no
 * reassociation.
 *
 *     port_request(port, PORT_LOAD, 100.0, lines, 2)  -> the cycle the later of two lines is in
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define KEEP 4096               /* gaps.py: KEEP, LONGEST */
#define LONGEST (2 * KEEP)
#define HASH 0x9E3779B1ull      /* dram.py: HASH */
#define OTHERS_APART (1ull << 56)   /* system.py: OTHERS_APART */

enum { BELOW_NONE, BELOW_LEVEL, BELOW_DRAM };
enum { PORT_LOAD, PORT_SCALAR, PORT_REFETCH, PORT_STORE, PORT_LOAD_L2, PORT_ATOMIC,
       PORT_STREAM = 8 };

/* A channel's idle gaps (gaps.py): channel c's at [c * cap], ``len`` of them, the first at
 * -inf. */
typedef struct {
    double *starts, *ends;
    int64_t *len;
    int64_t cap;
} Gaps;

typedef struct Dram Dram;

typedef struct Level {
    int64_t ways, line_bits, channel_shift, channel_mask, high_shift, set_mask, index_bits,
        row_mask;
    double latency, hold;
    uint64_t *tags;             /* per set: ``ways`` slots, the first ``count`` used, LRU first */
    double *ready;
    uint8_t *dirty;
    int64_t *count;
    double *free;               /* per channel */
    Gaps gaps;
    int64_t hits, misses, evictions;
    double *flight;             /* a vector L1's misses in flight: ``nflight`` of ``limit`` */
    int64_t nflight, limit;     /* (limit 0: not a vector L1) */
    int64_t below_kind, spill_kind;
    void *below, *spill;
    /* An XCD standing for ``others`` more (spatial.py, system.py MemorySystem ``others``):
     * each line it asks of ``below`` or gives to ``spill`` is asked or given ``others``
     * more times at the same cycle, the k-th at its address XOR k x ``spread`` plus k x
     * ``apart`` (the line itself for a load where ``together``), its own at turn ``turn``
     * mod others + 1 of them. */
    int64_t others, turn, together;
    uint64_t spread, apart;
} Level;

struct Dram {
    int64_t line, channels, interleave_bits, interleave_mask, channel_bits, channel_mask,
        row_bits, bank_bits, bank_mask, batch, frame_bits, offset_mask;
    uint64_t streamed;          /* lines from here up are their own virtual address */
    double hold, write_hold, activate, row_hit, rrd, faw, refi, rtw, wtr, cycle, recovery;
    double *free;
    Gaps gaps;
    double *late, *recent, *bank_free;
    uint64_t *rows;
    int64_t *pending_bank;      /* per channel: ``batch`` slots, ``pending`` used */
    uint64_t *pending_row;
    int64_t *pending;
    /* The past an early request is timed against (dram.py ``History``): per channel its
     * activates, ascending; per bank its rows over time (``epoch``: when the row's activate
     * began, the row, its last access's end), by activate. ``keep`` of each kept after a trim,
     * room for twice as many; ``lost``: older ones were dropped. */
    int64_t acts_keep, epochs_keep;
    double *acts;
    int64_t *nacts, *acts_lost;
    double *epoch_act, *epoch_end;
    uint64_t *epoch_row;
    int64_t *nepochs, *epochs_lost;
    int64_t row_hits, row_misses, bytes, written;
    double *starts;             /* every line's bus start while ``record`` (a profile's) */
    int64_t nstarts, capstarts, record;
};

#include "translation.c"

/* A CU's way in (system.py MemorySystem.port): its levels, and its TLBs (none: untranslated),
 * its vector L1's and its scalar cache's numbers among them. */
typedef struct {
    Level *l1, *l2, *scalar;
    Tlb *tlb;
    int64_t vector_tlb, scalar_tlb;
} Port;

double level_load(Level *level, uint64_t address, double t);
void level_take(Level *level, uint64_t address, double t, int64_t write, double delay,
                double *out);
void dram_write(Dram *dram, uint64_t address, double t);
double dram_transfer(Dram *dram, uint64_t address, double t);

/* ---- gaps.py ------------------------------------------------------------------------- */

static void gaps_trim(double *starts, double *ends, int64_t *len) {
    int64_t past = *len - KEEP;
    if (past > 0) {
        memmove(starts + 1, starts + 1 + past, (size_t)(*len - 1 - past) * sizeof(double));
        memmove(ends + 1, ends + 1 + past, (size_t)(*len - 1 - past) * sizeof(double));
        *len = KEEP;
    }
}

static void gaps_idle(Gaps *gaps, int64_t channel, double start, double end) {
    double *starts = gaps->starts + channel * gaps->cap, *ends = gaps->ends + channel * gaps->cap;
    int64_t *len = gaps->len + channel;
    starts[*len] = start;
    ends[*len] = end;
    *len += 1;
    if (*len > LONGEST)
        gaps_trim(starts, ends, len);
}

static double gaps_last(Gaps *gaps, int64_t channel) {
    return gaps->ends[channel * gaps->cap + gaps->len[channel] - 1];
}

static double gaps_within(Gaps *gaps, int64_t channel, double t, double hold, double least) {
    double *starts = gaps->starts + channel * gaps->cap, *ends = gaps->ends + channel * gaps->cap;
    int64_t *len = gaps->len + channel;
    if (*len > KEEP)
        gaps_trim(starts, ends, len);
    double target = t + hold;
    int64_t lo = 0, hi = *len;                  /* bisect_left(ends, t + hold) */
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        if (ends[mid] < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    int64_t k = lo, n = *len;
    double gap = starts[k], end = ends[k];
    double start = gap > t ? gap : t;
    double after = start + hold;
    if (start - gap >= least) {
        if (end - after >= least) {
            memmove(starts + k + 2, starts + k + 1, (size_t)(n - k - 1) * sizeof(double));
            starts[k + 1] = after;
            memmove(ends + k + 1, ends + k, (size_t)(n - k) * sizeof(double));
            ends[k] = start;
            *len = ++n;
            if (n > KEEP) {
                memmove(starts + 1, starts + 2, (size_t)(n - 2) * sizeof(double));
                memmove(ends + 1, ends + 2, (size_t)(n - 2) * sizeof(double));
                *len = n - 1;
            }
        } else {
            ends[k] = start;
        }
    } else if (end - after >= least) {
        starts[k] = after;
    } else {
        memmove(starts + k, starts + k + 1, (size_t)(n - k - 1) * sizeof(double));
        memmove(ends + k, ends + k + 1, (size_t)(n - k - 1) * sizeof(double));
        *len = n - 1;
    }
    return start;
}

/* gaps.py ``book``: when ``channel`` serves a request ready at ``t`` holding it ``hold``. */
static double gaps_book(double *free, Gaps *gaps, int64_t channel, double t, double hold,
                        double least) {
    double end = free[channel];
    if (end <= t) {
        if (t - end >= least)
            gaps_idle(gaps, channel, end, t);
        free[channel] = t + hold;
        return t;
    }
    if (gaps_last(gaps, channel) < t + hold) {
        free[channel] = end + hold;
        return end;
    }
    return gaps_within(gaps, channel, t, hold, least);
}

/* gaps.py's ``book`` and ``trim`` as Python asks them (its tests). */
double gaps_book_at(double *free, Gaps *gaps, int64_t channel, double t, double hold,
                    double least) {
    return gaps_book(free, gaps, channel, t, hold, least);
}

void gaps_trim_at(Gaps *gaps, int64_t channel) {
    gaps_trim(gaps->starts + channel * gaps->cap, gaps->ends + channel * gaps->cap,
              gaps->len + channel);
}

/* ---- system.py Level ----------------------------------------------------------------- */

int64_t level_set(Level *level, uint64_t address) {
    uint64_t tag = address >> level->line_bits;
    uint64_t number = tag & (uint64_t)level->set_mask;
    if (level->row_mask)
        number ^= (((tag >> level->index_bits) * HASH >> 16) & (uint64_t)level->row_mask)
                  << level->high_shift;
    if (level->channel_mask)
        number ^= (((tag >> level->high_shift) * HASH >> 16) & (uint64_t)level->channel_mask)
                  << level->channel_shift;
    return (int64_t)number;
}

static int64_t channel_of(Level *level, int64_t number) {
    return (number >> level->channel_shift) & level->channel_mask;
}

/* The channel's time for a line arriving at ``t``: when it starts (system.py Level.wait). */
static double level_book(Level *level, int64_t channel, double t) {
    double *free = level->free, hold = level->hold;
    double start = free[channel];
    if (start <= t) {
        if (t - start >= hold)
            gaps_idle(&level->gaps, channel, start, t);
        free[channel] = t + hold;
        return t;
    }
    if (gaps_last(&level->gaps, channel) < t + hold) {
        free[channel] = start + hold;
        return start;
    }
    return gaps_within(&level->gaps, channel, t, hold, hold);
}

double level_wait(Level *level, uint64_t address, double t) {
    int64_t channel = level->channel_mask ? channel_of(level, level_set(level, address)) : 0;
    return level_book(level, channel, t);
}

/* The slot of ``tag`` in set ``number``, or -1. */
static int64_t find(Level *level, int64_t number, uint64_t tag) {
    uint64_t *tags = level->tags + number * level->ways;
    int64_t count = level->count[number];
    for (int64_t k = count - 1; k >= 0; k--)
        if (tags[k] == tag)
            return k;
    return -1;
}

/* Take slot ``k`` of set ``number`` out, the later ones moving up: (its ready, its dirty). */
static void remove_slot(Level *level, int64_t number, int64_t k) {
    int64_t base = number * level->ways, last = level->count[number] - 1;
    if (k < last) {
        memmove(level->tags + base + k, level->tags + base + k + 1,
                (size_t)(last - k) * sizeof(uint64_t));
        memmove(level->ready + base + k, level->ready + base + k + 1,
                (size_t)(last - k) * sizeof(double));
        memmove(level->dirty + base + k, level->dirty + base + k + 1, (size_t)(last - k));
    }
    level->count[number] = last;
}

static void append_slot(Level *level, int64_t number, uint64_t tag, double ready,
                        uint8_t dirty) {
    int64_t slot = number * level->ways + level->count[number]++;
    level->tags[slot] = tag;
    level->ready[slot] = ready;
    level->dirty[slot] = dirty;
}

static void spill_one(Level *level, uint64_t address, double t) {
    if (level->spill_kind == BELOW_LEVEL) {
        double out[3];
        level_take((Level *)level->spill, address, t, 1, 0.0, out);
    } else if (level->spill_kind == BELOW_DRAM) {
        dram_write((Dram *)level->spill, address, t);
    }
}

static double below_one(Level *level, uint64_t address, double t) {
    if (level->below_kind == BELOW_LEVEL)
        return level_load((Level *)level->below, address, t);
    return dram_transfer((Dram *)level->below, address, t);
}

/* The line at ``address`` of the k-th of the XCDs a Level stands for (k 0: its own). */
static uint64_t other(Level *level, uint64_t address, int64_t k) {
    return (address ^ (uint64_t)k * level->spread) + (uint64_t)k * level->apart;
}

static void spill(Level *level, uint64_t address, double t) {
    for (int64_t k = 0; k <= level->others; k++)
        spill_one(level, other(level, address, k), t);
}

/* When ``below`` has the line at ``address`` here, asked at ``t``: with ``others``, its
 * XCD's turn among theirs, the others' lines asked at ``t`` around it. */
double level_below(Level *level, uint64_t address, double t) {
    if (!level->others)
        return below_one(level, address, t);
    int64_t all = level->others + 1, own = level->turn++ % all;
    double end = 0.0;
    for (int64_t k = 0; k < all; k++) {
        int64_t xcd = (k - own + all) % all;
        double done = below_one(level, level->together ? address : other(level, address, xcd),
                                t);
        if (k == own)
            end = done;
    }
    return end;
}

/* A miss evicts the least recent line of a full set (its dirty line to ``spill`` at
 * ``start``). */
static void make_room(Level *level, int64_t number, double start) {
    if (level->count[number] == level->ways) {
        int64_t base = number * level->ways;
        uint64_t old = level->tags[base];
        uint8_t dirty = level->dirty[base];
        remove_slot(level, number, 0);
        level->evictions++;
        if (dirty)
            spill(level, old << level->line_bits, start);
    }
}

/* A hit on slot ``k`` of set ``number``: the line made the most recent; its ready cycle. */
static double promote(Level *level, int64_t number, int64_t k) {
    int64_t slot = number * level->ways + k;
    uint64_t tag = level->tags[slot];
    double ready = level->ready[slot];
    uint8_t dirty = level->dirty[slot];
    level->hits++;
    remove_slot(level, number, k);
    append_slot(level, number, tag, ready, dirty);
    return ready;
}

double level_load(Level *level, uint64_t address, double t) {
    uint64_t tag = address >> level->line_bits;
    int64_t number = level_set(level, address);
    int64_t channel = level->channel_mask ? channel_of(level, number) : 0;
    double start = level_book(level, channel, t);
    int64_t k = find(level, number, tag);
    if (k >= 0) {
        double ready = promote(level, number, k);
        double end = start + level->latency;
        return end >= ready ? end : ready;
    }
    level->misses++;
    make_room(level, number, start);
    double end;
    if (!level->limit) {
        end = level_below(level, address, start);
    } else {
        double *flight = level->flight;
        int64_t n = 0;
        for (int64_t j = 0; j < level->nflight; j++)    /* those returned by ``start`` go */
            if (!(flight[j] <= start))
                flight[n++] = flight[j];
        if (n < level->limit) {
            end = level_below(level, address, start);
            flight[n++] = end;
        } else {                /* after the earliest returns, which leaves as this comes */
            int64_t first = 0;
            for (int64_t j = 1; j < n; j++)
                if (flight[j] < flight[first])
                    first = j;
            end = level_below(level, address, flight[first]);
            flight[first] = end;
        }
        level->nflight = n;
    }
    append_slot(level, number, tag, end, 0);
    return end;
}

/* out: (start, hit, ready) as system.py Level.take returns them. */
void level_take(Level *level, uint64_t address, double t, int64_t write, double delay,
                double *out) {
    uint64_t tag = address >> level->line_bits;
    int64_t number = level_set(level, address);
    int64_t channel = level->channel_mask ? channel_of(level, number) : 0;
    double start = level_book(level, channel, t);
    int64_t k = find(level, number, tag);
    double ready;
    uint8_t dirty = 0;
    if (k >= 0) {
        int64_t slot = number * level->ways + k;
        ready = level->ready[slot];
        dirty = level->dirty[slot];
        level->hits++;
        remove_slot(level, number, k);
        out[1] = 1.0;
    } else {
        level->misses++;
        ready = start + delay;
        make_room(level, number, start);
        out[1] = 0.0;
    }
    append_slot(level, number, tag, ready, dirty | (write != 0));
    out[0] = start;
    out[2] = ready;
}

/* system.py Level.touch: 1 on a hit (made the most recent), 0 on a miss (now in). */
int64_t level_touch(Level *level, uint64_t tag) {
    int64_t number = level_set(level, tag << level->line_bits);
    int64_t k = find(level, number, tag);
    if (k >= 0) {
        promote(level, number, k);
        return 1;
    }
    level->misses++;
    if (level->count[number] == level->ways) {
        remove_slot(level, number, 0);
        level->evictions++;
    }
    append_slot(level, number, tag, INFINITY, 0);
    return 0;
}

void level_filled(Level *level, uint64_t address, double when) {
    int64_t number = level_set(level, address);
    int64_t k = find(level, number, address >> level->line_bits);
    if (k >= 0)
        level->ready[number * level->ways + k] = when;
}

static void level_drop(Level *level, uint64_t address) {
    int64_t number = level_set(level, address);
    int64_t k = find(level, number, address >> level->line_bits);
    if (k >= 0)
        remove_slot(level, number, k);
}

void level_demote(Level *level, uint64_t address) {
    int64_t number = level_set(level, address);
    uint64_t tag = address >> level->line_bits;
    int64_t k = find(level, number, tag);
    if (k > 0) {
        int64_t base = number * level->ways;
        double ready = level->ready[base + k];
        uint8_t dirty = level->dirty[base + k];
        memmove(level->tags + base + 1, level->tags + base, (size_t)k * sizeof(uint64_t));
        memmove(level->ready + base + 1, level->ready + base, (size_t)k * sizeof(double));
        memmove(level->dirty + base + 1, level->dirty + base, (size_t)k);
        level->tags[base] = tag;
        level->ready[base] = ready;
        level->dirty[base] = dirty;
    }
}

/* Write lines ``tags`` (in that order) to ``spill`` at ``t`` (system.py Level.write_back). */
void level_spill_tags(Level *level, const uint64_t *tags, int64_t n, double t) {
    for (int64_t k = 0; k < n; k++)
        spill(level, tags[k] << level->line_bits, t);
}

/* ---- dram.py DramState --------------------------------------------------------------- */

static uint32_t unplace(uint32_t low) {     /* translation.py ``place``'s fmix32, undone */
    low ^= low >> 16;
    low *= 0x7ED1B41Du;                     /* 0xC2B2AE35's inverse modulo 2^32 */
    low ^= (low >> 13) ^ (low >> 26);
    low *= 0xA5CB9243u;                     /* 0x85EBCA6B's */
    low ^= low >> 16;
    return low;
}

/* The virtual address of a physical one: where frames are scattered, the frame placed back
 * (translation.py), lines above every buffer (MemorySystem.streamed's) their own; another
 * XCD's line (Level ``others``) in the row of the line OTHERS_APART x k bytes below it. */
uint64_t dram_virtual(Dram *dram, uint64_t address) {
    address &= OTHERS_APART - 1;
    if (!dram->frame_bits || address >= dram->streamed)
        return address;
    uint64_t frame = address >> dram->frame_bits;
    frame = (frame & ~0xFFFFFFFFull) | unplace((uint32_t)frame);
    return frame << dram->frame_bits | (address & (uint64_t)dram->offset_mask);
}

/* out: (channel, bank over all channels, row) of the line at ``address`` (no translation). */
void dram_place(Dram *dram, uint64_t address, uint64_t *out) {
    uint64_t chunk = address >> dram->interleave_bits;
    uint64_t high = chunk >> dram->channel_bits;
    uint64_t mask = (uint64_t)dram->channel_mask;
    uint64_t channel = (chunk ^ (high * HASH >> 16)) & mask;
    uint64_t row = ((high << dram->interleave_bits) | (address & (uint64_t)dram->interleave_mask))
                   >> dram->row_bits;
    out[0] = channel;
    out[1] = channel << dram->bank_bits | ((row ^ row >> dram->bank_bits) &
                                            (uint64_t)dram->bank_mask);
    out[2] = row;
}

static void record(Dram *dram, double start) {
    if (!dram->record)
        return;
    if (dram->nstarts == dram->capstarts) {
        int64_t cap = dram->capstarts ? 2 * dram->capstarts : 4096;
        double *grown = realloc(dram->starts, (size_t)cap * sizeof(double));
        if (!grown) {           /* no room: the profile's served traffic goes without these */
            dram->record = 0;
            return;
        }
        dram->starts = grown;
        dram->capstarts = cap;
    }
    dram->starts[dram->nstarts++] = start;
}

void dram_release_starts(Dram *dram) {
    free(dram->starts);
    dram->starts = NULL;
    dram->nstarts = dram->capstarts = 0;
}

/* The first of ``n`` ascending ``times`` after ``t``. */
static int64_t after(const double *times, int64_t n, double t) {
    int64_t lo = 0, hi = n;
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        if (times[mid] <= t)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Drop the oldest of ``n`` slots of each array past ``keep`` (``lost`` set): how many went. */
static int64_t drop_oldest(int64_t *n, int64_t keep, int64_t *lost, double *a, double *b,
                           uint64_t *c) {
    int64_t past = *n - keep;
    if (past <= 0)
        return 0;
    memmove(a, a + past, (size_t)keep * sizeof(double));
    if (b) {
        memmove(b, b + past, (size_t)keep * sizeof(double));
        memmove(c, c + past, (size_t)keep * sizeof(uint64_t));
    }
    *n = keep;
    *lost = 1;
    return past;
}

/* The earliest cycle at or after ``a`` an activate of ``channel`` may take: ``rrd`` from each
 * activate kept, at most four in any ``faw`` window (never before the oldest kept, when older
 * ones were dropped). ``at``: where it goes among them. */
static double acts_fit(Dram *dram, int64_t channel, double a, int64_t *at) {
    double *s = dram->acts + channel * 2 * dram->acts_keep;
    int64_t m = dram->nacts[channel];
    double rrd = dram->rrd, faw = dram->faw;
    if (dram->acts_lost[channel] && a < s[0])
        a = s[0];
    int64_t p = after(s, m, a);
    for (;;) {
        double need = a;
        if (p > 0 && need < s[p - 1] + rrd)
            need = s[p - 1] + rrd;
        if (p >= 4 && need < s[p - 4] + faw)
            need = s[p - 4] + faw;
        if (need > a) {         /* too close behind: later */
            a = need;
            while (p < m && s[p] <= a)
                p++;
            continue;
        }
        int64_t fits = p >= m || (s[p] - a >= rrd && (p + 3 >= m || s[p + 3] - a >= faw));
        for (int64_t w = p - 3; fits && w < p; w++)     /* a fifth in a full window */
            if (w >= 0 && w + 3 < m && s[w + 3] - s[w] < faw)
                fits = 0;
        if (fits)
            break;
        a = s[p] + rrd;         /* no room before the next: after it */
        while (p < m && s[p] <= a)
            p++;
    }
    *at = p;
    return a;
}

static void acts_add(Dram *dram, int64_t channel, double a, int64_t p) {
    int64_t keep = dram->acts_keep;
    double *s = dram->acts + channel * 2 * keep;
    int64_t *m = dram->nacts + channel;
    if (*m == 2 * keep) {
        p -= drop_oldest(m, keep, dram->acts_lost + channel, s, NULL, NULL);
        if (p < 0)              /* older than every activate kept */
            return;
    }
    memmove(s + p + 1, s + p, (size_t)(*m - p) * sizeof(double));
    s[p] = a;
    *m += 1;
}

/* Bank ``bank``'s row from activate ``act`` (its ``k``th), its last access ending ``end``. */
static void epoch_add(Dram *dram, int64_t bank, int64_t k, double act, uint64_t row,
                      double end) {
    int64_t keep = dram->epochs_keep, base = bank * 2 * keep;
    int64_t *n = dram->nepochs + bank;
    if (*n == 2 * keep) {
        k -= drop_oldest(n, keep, dram->epochs_lost + bank, dram->epoch_act + base,
                         dram->epoch_end + base, dram->epoch_row + base);
        if (k < 0)
            return;
    }
    size_t later = (size_t)(*n - k);
    memmove(dram->epoch_act + base + k + 1, dram->epoch_act + base + k, later * sizeof(double));
    memmove(dram->epoch_end + base + k + 1, dram->epoch_end + base + k, later * sizeof(double));
    memmove(dram->epoch_row + base + k + 1, dram->epoch_row + base + k, later * sizeof(uint64_t));
    dram->epoch_act[base + k] = act;
    dram->epoch_end[base + k] = end;
    dram->epoch_row[base + k] = row;
    *n += 1;
}

/* A request in time order whose row is not open: its bank activates the row when its last
 * access is done (a written row recovered) and ``cycle`` (tRC) after its last activate, after
 * the channel's last four activates in time order (``recent``) as spaced, and in the first
 * room the early ones left; the row stays open from then on. */
static double dram_open(Dram *dram, int64_t channel, int64_t bank, uint64_t row, double t) {
    dram->rows[bank] = row;
    dram->row_misses++;
    double *recent = dram->recent + 4 * channel;
    double act = dram->bank_free[bank];
    if (act < t)
        act = t;
    int64_t n = dram->nepochs[bank];
    if (n && act < dram->epoch_act[bank * 2 * dram->epochs_keep + n - 1] + dram->cycle)
        act = dram->epoch_act[bank * 2 * dram->epochs_keep + n - 1] + dram->cycle;
    if (act < recent[3] + dram->rrd)
        act = recent[3] + dram->rrd;
    if (act < recent[0] + dram->faw)
        act = recent[0] + dram->faw;
    int64_t p;
    act = acts_fit(dram, channel, act, &p);
    recent[0] = recent[1];
    recent[1] = recent[2];
    recent[2] = recent[3];
    recent[3] = act;
    acts_add(dram, channel, act, p);
    epoch_add(dram, bank, dram->nepochs[bank], act, row, act + dram->activate);
    return act + dram->activate;
}

/* An early request's row hit in its bank's ``k``th row (-1: the row before the past kept),
 * open from ``ready``: when its line starts on the bus, held ``hold``; the row's and, if it
 * is the bank's latest, the bank's last access extended to its end (``busy`` after its start:
 * a written line's recovery with it). */
static double dram_hit(Dram *dram, int64_t channel, int64_t bank, int64_t k, double ready,
                       double hold, double busy) {
    int64_t base = bank * 2 * dram->epochs_keep, n = dram->nepochs[bank];
    dram->row_hits++;
    double start = gaps_book(dram->free, &dram->gaps, channel, ready, hold, dram->write_hold);
    if (k >= 0 && start + busy > dram->epoch_end[base + k])
        dram->epoch_end[base + k] = start + busy;
    if (k + 1 >= n && start + busy > dram->bank_free[bank])
        dram->bank_free[bank] = start + busy;
    return start;
}

/* A request dated ``t``, before its channel's latest: its bank as it was at ``t``. The row
 * open then (not closed by a refresh), if it is ``row``, is a row hit; else the row is
 * activated once the bank's access of that time is done and ``cycle`` after that row's
 * activate, at the first cycle its channel's activates before and after leave, unless the
 * bank opens ``row`` later, no later than that cycle and still open then: the request rides
 * that activate, a row hit. A cycle at which the bank holds a later row (a conflict) is no
 * cycle for it: the activate waits for that row's last access and ``cycle`` after its
 * activate, and looks again (a later row that is ``row`` is ridden). The bank's later rows are
 * not timed again: the row is the bank's latest only if its activate comes after all of
 * theirs. When its line starts on the bus, held ``hold``, the bank busy ``busy``. */
static double dram_early(Dram *dram, int64_t channel, int64_t bank, uint64_t row, double t,
                         double hold, double busy) {
    int64_t base = bank * 2 * dram->epochs_keep, n = dram->nepochs[bank];
    const double *acts = dram->epoch_act + base;
    int64_t k = after(acts, n, t) - 1;              /* the row opened last by ``t`` */
    if (k < 0 && dram->epochs_lost[bank])           /* (older than the past kept: its oldest) */
        k = 0;
    uint64_t open = k >= 0 ? dram->epoch_row[base + k] : n ? (uint64_t)-1 : dram->rows[bank];
    double since = k >= 0 ? dram->epoch_end[base + k] : n ? -INFINITY : dram->bank_free[bank];
    double ready = k >= 0 && acts[k] + dram->activate > t ? acts[k] + dram->activate : t;
    if (open == row && ready - since < dram->refi)
        return dram_hit(dram, channel, bank, k, ready, hold, busy);
    int64_t p;
    double least = t > since ? t : since;
    if (k >= 0 && least < acts[k] + dram->cycle)
        least = acts[k] + dram->cycle;
    double act = acts_fit(dram, channel, least, &p);
    for (int64_t j = k + 1;;) {
        for (; j < n && acts[j] <= act; j++) {
            double opened = acts[j] + dram->activate;
            if (dram->epoch_row[base + j] == row && (j + 1 == n || opened < acts[j + 1]))
                return dram_hit(dram, channel, bank, j, opened > t ? opened : t, hold, busy);
        }
        if (j - 1 <= k)                             /* no later row opened by then */
            break;
        double closed = dram->epoch_end[base + j - 1];  /* that row still open: after it */
        if (closed < acts[j - 1] + dram->cycle)
            closed = acts[j - 1] + dram->cycle;
        if (act >= closed)
            break;
        act = acts_fit(dram, channel, closed, &p);
    }
    dram->row_misses++;
    acts_add(dram, channel, act, p);
    double start = gaps_book(dram->free, &dram->gaps, channel, act + dram->activate, hold,
                             dram->write_hold);
    int64_t q = after(acts, n, act);
    if (q == n) {                                   /* the bank's latest row */
        dram->rows[bank] = row;
        dram->bank_free[bank] = start + busy;
    }
    epoch_add(dram, bank, q, act, row, start + busy);
    return start;
}

/* When a line of ``row`` in ``bank`` of ``channel``, asked at ``t``, starts on the bus, held
 * ``hold`` (dram.py: a read's or a written line's), its bank busy ``busy`` from then (a
 * written line's hold and write recovery, a read's hold). */
static double dram_column(Dram *dram, int64_t channel, int64_t bank, uint64_t row, double t,
                          double hold, double busy) {
    double start;
    if (t < dram->late[channel]) {
        start = dram_early(dram, channel, bank, row, t, hold, busy);
    } else {
        double ready;
        dram->late[channel] = t;
        if (dram->rows[bank] == row && t - dram->bank_free[bank] < dram->refi) {
            dram->row_hits++;
            ready = t;
        } else {
            ready = dram_open(dram, channel, bank, row, t);
        }
        start = dram->free[channel];
        if (start < ready)
            start = gaps_book(dram->free, &dram->gaps, channel, ready, hold, dram->write_hold);
        else
            dram->free[channel] = start + hold;
        if (start + busy > dram->bank_free[bank])      /* (a written row's recovery stays) */
            dram->bank_free[bank] = start + busy;
        int64_t n = dram->nepochs[bank];
        if (n)
            dram->epoch_end[bank * 2 * dram->epochs_keep + n - 1] = dram->bank_free[bank];
    }
    record(dram, start);
    return start;
}

double dram_transfer(Dram *dram, uint64_t address, double t) {
    uint64_t place[3];
    dram_place(dram, dram_virtual(dram, address), place);
    dram->bytes += dram->line;
    return dram_column(dram, (int64_t)place[0], (int64_t)place[1], place[2], t, dram->hold,
                       dram->hold) +
           dram->row_hit;
}

/* Move ``channel``'s queued writes from ``t``: when its bus is free again. */
static double dram_flush(Dram *dram, int64_t channel, double t) {
    int64_t n = dram->pending[channel];
    int64_t *banks = dram->pending_bank + channel * dram->batch;
    uint64_t *rows = dram->pending_row + channel * dram->batch;
    for (int64_t k = 1; k < n; k++) {       /* (row, bank) order: insertion sort */
        int64_t bank = banks[k], j = k;
        uint64_t row = rows[k];
        while (j > 0 && (rows[j - 1] > row || (rows[j - 1] == row && banks[j - 1] > bank))) {
            rows[j] = rows[j - 1];
            banks[j] = banks[j - 1];
            j--;
        }
        rows[j] = row;
        banks[j] = bank;
    }
    dram->pending[channel] = 0;
    double start = dram->free[channel];
    if (start < t)
        start = t;
    dram->free[channel] = start + dram->rtw;
    for (int64_t k = 0; k < n; k++)
        dram_column(dram, channel, banks[k], rows[k], start, dram->write_hold,
                    dram->write_hold + dram->recovery);
    dram->free[channel] += dram->wtr;
    return dram->free[channel];
}

void dram_write(Dram *dram, uint64_t address, double t) {
    uint64_t place[3];
    dram_place(dram, dram_virtual(dram, address), place);
    int64_t channel = (int64_t)place[0];
    dram->bytes += dram->line;
    dram->written += dram->line;
    int64_t slot = channel * dram->batch + dram->pending[channel]++;
    dram->pending_bank[slot] = (int64_t)place[1];
    dram->pending_row[slot] = place[2];
    if (dram->pending[channel] >= dram->batch)
        dram_flush(dram, channel, t);
}

/* Move every write still queued from ``t``, channel by channel: when the last bus is free
 * (``t`` if all were before it). */
double dram_drain(Dram *dram, double t) {
    double last = t;
    for (int64_t channel = 0; channel < dram->channels; channel++)
        if (dram->pending[channel])
            dram_flush(dram, channel, t);
    for (int64_t channel = 0; channel < dram->channels; channel++)
        if (dram->free[channel] > last)
            last = dram->free[channel];
    return last;
}

/* ---- system.py MemorySystem's port: a request's lines, each down the levels ------------ */

static int64_t port_lines(Port *port, int64_t kind, double t, const uint64_t *lines,
                          int64_t n) {
    double done = t;
    Level *l1 = port->l1, *l2 = port->l2;
    for (int64_t k = 0; k < n; k++) {
        uint64_t address = lines[k];
        double end;
        switch (kind) {
        case PORT_LOAD:
            end = level_load(l1, address, t);
            break;
        case PORT_SCALAR:
            end = level_load(port->scalar, address, t);
            break;
        case PORT_REFETCH:      /* gfx90a GLC: the L1 misses, and keeps what it reads */
            level_drop(l1, address);
            end = level_load(l1, address, t);
            break;
        case PORT_STORE: {      /* acknowledged by the L2, allocated without a fill */
            double out[3];
            level_take(l2, address, level_wait(l1, address, t), 1, l2->latency, out);
            end = out[0] + l2->latency;
            break;
        }
        case PORT_ATOMIC: {     /* its line at the L2 as Atomics.perform takes it, without
                                   the atomic units' time (MemorySystem.warm_up only) */
            double out[3];
            level_take(l2, address, level_wait(l1, address, t), 1, INFINITY, out);
            end = out[2];
            if (out[1] == 0) {
                end = level_below(l2, address, out[0]);
                level_filled(l2, address, end);
            }
            break;
        }
        default:                /* PORT_LOAD_L2 */
            end = level_load(l2, address, level_wait(l1, address, t));
        }
        if (end > done)
            done = end;
    }
    return (int64_t)ceil(done);
}

/* A request of ``kind`` (PORT_*, with PORT_STREAM for a streaming one) issued at ``t``,
 * ``n`` virtual ``lines`` (made physical in place): translated (the TLB may delay it), then
 * each line down the levels; a streaming request's lines then the first their set evicts in
 * the levels it went through (system.py MemorySystem.port). */
int64_t port_request(Port *port, int64_t kind, double t, uint64_t *lines, int64_t n) {
    int64_t plain = kind & ~PORT_STREAM;
    if (port->tlb && n) {
        Tlb *tlb = port->tlb;
        t = tlb_enter(tlb, plain == PORT_SCALAR ? port->scalar_tlb : port->vector_tlb, lines,
                      n, t);
        tlb_physical(tlb, lines, n);
    }
    int64_t done = port_lines(port, plain, t, lines, n);
    if (kind & PORT_STREAM)
        for (int64_t k = 0; k < n; k++) {
            if (plain == PORT_LOAD || plain == PORT_REFETCH)
                level_demote(port->l1, lines[k]);
            level_demote(port->l2, lines[k]);
        }
    return done;
}

/* Requests one after another, the ``k``-th from port ``ports[which[k]]`` at cycle ``start +
 * k x step``, of kind ``kinds[k]``, its lines ``lines[offsets[k]:offsets[k + 1]]`` (made
 * physical in place): the caches, TLBs and DRAM rows put in the state a stretch of a launch
 * leaves them in without its CUs (sampled timing's warm-up: MemorySystem.warm_up). */
void port_requests(Port *const *ports, const int64_t *which, const int64_t *kinds,
                   uint64_t *lines, const int64_t *offsets, int64_t n, double start,
                   double step) {
    for (int64_t k = 0; k < n; k++)
        port_request(ports[which[k]], kinds[k], start + (double)k * step,
                     lines + offsets[k], offsets[k + 1] - offsets[k]);
}
