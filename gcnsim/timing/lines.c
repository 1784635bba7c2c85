/* The vector memory lines of a launch's workgroups, as sampled timing's profiles count them
 * (sampling.py _lines: what each count is for is said there), in compiled passes over the
 * recorder's request tables (memory/requests.py ``tables``) where numpy's sorts of the
 * (workgroup, line) pairs and the arrays between them cost more than the rest of a sampled
 * launch's own work (a 2048-round saxpy on an MI250X of 4 CUs: 4.4M lines, 0.2 s CPU and
 * 0.3-0.9 s of the kernel zeroing the pages of new arrays, in its first call).
 *
 * The lines are grouped by workgroup (a counting sort), each workgroup's sorted (merging
 * their ascending runs: an instruction's lines come ascending) and made distinct in cache;
 * the launch's lines then numbered by their place in the span they cover or among its
 * distinct lines (the caller's choice), each given the first workgroup touching it.
 *
 *     lines_grouped(asked, sizes, lines, nrequests, count, offsets, keys, found) -> pairs
 *     lines_features(keys, offsets, count, distinct, ndistinct, first, nfirst, found, page,
 *                    gap, per_round, touched, stretches, before, toucher, line) -> lines
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Sorts a[0:n] ascending by merging its ascending runs two by two (tmp: room for n items):
 * one pass over an array already sorted, n log(runs) steps. */
static void sort_runs(uint64_t *a, uint64_t *tmp, int64_t n) {
    for (;;) {
        int64_t i = 0, merged = 0;
        while (i < n) {
            int64_t j = i + 1;
            while (j < n && a[j - 1] <= a[j]) j++;
            if (j == n) break;
            int64_t k = j + 1;
            while (k < n && a[k - 1] <= a[k]) k++;
            int64_t p = i, q = j, o = 0;
            while (p < j && q < k) tmp[o++] = a[p] <= a[q] ? a[p++] : a[q++];
            while (p < j) tmp[o++] = a[p++];
            memcpy(a + i, tmp, (size_t)o * sizeof *a);  /* (a[q:k] is in its place) */
            merged = 1;
            i = k;
        }
        if (!merged) return;
    }
}

/* The lines of the requests r with asked[r] >= 0 (the workgroup asking, below count;
 * sizes[r]: its lines' count, lines: every request's lines one after another) grouped by
 * workgroup: keys[offsets[g]:offsets[g + 1]] the distinct keys ((line - low) >> shift) of
 * workgroup g, ascending, with low the least line and shift the zero bits below every
 * line's difference from it; found = {low, shift, the largest key}. offsets: count + 1
 * zeros; keys: room for every asked line. Returns the pairs (offsets[count]), -1 where the
 * memory for a workgroup's sort was not to be had. */
int64_t lines_grouped(const int64_t *asked, const int64_t *sizes, const uint64_t *lines,
                      int64_t nrequests, int64_t count, int64_t *offsets, uint64_t *keys,
                      uint64_t *found) {
    uint64_t low = UINT64_MAX, differ = 0, top = 0, one = 0;
    int64_t at = 0, longest = 0, shift = 0, any = 0;
    for (int64_t r = 0; r < nrequests; r++) {
        int64_t n = sizes[r];
        if (asked[r] >= 0 && n > 0) {
            offsets[asked[r] + 1] += n;
            if (!any) one = lines[at], any = 1;
            for (int64_t i = at; i < at + n; i++) {
                if (lines[i] < low) low = lines[i];
                differ |= lines[i] ^ one;   /* (its lowest bit: that of the differences) */
            }
        }
        at += n;
    }
    if (differ)
        while (!((differ >> shift) & 1)) shift++;
    for (int64_t g = 0; g < count; g++) {
        if (offsets[g + 1] > longest) longest = offsets[g + 1];
        offsets[g + 1] += offsets[g];
    }
    at = 0;                                 /* offsets[g]: where g's next line goes */
    for (int64_t r = 0; r < nrequests; r++) {
        int64_t n = sizes[r], g = asked[r];
        if (g >= 0)
            for (int64_t i = at; i < at + n; i++) keys[offsets[g]++] = (lines[i] - low) >> shift;
        at += n;
    }
    for (int64_t g = count; g > 0; g--) offsets[g] = offsets[g - 1];
    offsets[0] = 0;
    uint64_t *tmp = longest ? malloc((size_t)longest * sizeof *tmp) : NULL;
    if (longest && !tmp) return -1;
    int64_t kept = 0;
    for (int64_t g = 0; g < count; g++) {
        int64_t start = offsets[g], end = offsets[g + 1];
        offsets[g] = kept;
        sort_runs(keys + start, tmp, end - start);
        for (int64_t i = start; i < end; i++)
            if (i == start || keys[i] != keys[i - 1]) keys[kept++] = keys[i];
        if (end > start && keys[kept - 1] > top) top = keys[kept - 1];
    }
    offsets[count] = kept;
    free(tmp);
    found[0] = any ? low : 0;
    found[1] = (uint64_t)shift;
    found[2] = top;
    return kept;
}

/* The place of key among distinct[0:n] (ascending, holding it). */
static int64_t place(const uint64_t *distinct, int64_t n, uint64_t key) {
    int64_t lo = 0, hi = n - 1;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (distinct[mid] < key) lo = mid + 1; else hi = mid;
    }
    return lo;
}

/* Per workgroup g of lines_grouped's pairs (keys, offsets; found its {low, shift}): its
 * lines' count (touched[g]), the stretches they make (stretches[g]: a line starts one where
 * it lies in another page than the line before it, page bytes, and more than gap bytes
 * after it), and before[g] 1 where more than three quarters of its lines were touched first
 * by a workgroup per_round or more before it, else 0; and per line of the launch, ascending,
 * the first workgroup touching it (toucher) and its address (line). first: per key (or where
 * distinct is not NULL, per place among distinct[0:ndistinct], the launch's keys ascending)
 * the first workgroup touching it, filled with count before; the keys are made those places
 * in place. Returns the launch's lines' count. */
int64_t lines_features(uint64_t *keys, const int64_t *offsets, int64_t count,
                       const uint64_t *distinct, int64_t ndistinct, int64_t *first,
                       int64_t nfirst, const uint64_t *found, uint64_t page, uint64_t gap,
                       int64_t per_round, int64_t *touched, int64_t *stretches,
                       int64_t *before, int64_t *toucher, uint64_t *line) {
    uint64_t low = found[0];
    int64_t shift = (int64_t)found[1], lines = 0;
    for (int64_t g = 0; g < count; g++) {
        int64_t start = offsets[g], end = offsets[g + 1];
        touched[g] = end - start;
        stretches[g] = end > start;
        uint64_t a = 0;                     /* the address of the line before */
        for (int64_t i = start; i < end; i++) {
            uint64_t b = (keys[i] << shift) + low;
            if (i > start) stretches[g] += a / page != b / page && b - a > gap;
            a = b;
            int64_t k = distinct ? place(distinct, ndistinct, keys[i]) : (int64_t)keys[i];
            keys[i] = (uint64_t)k;
            if (first[k] > g) first[k] = g;
        }
    }
    for (int64_t g = 0; g < count; g++) {
        int64_t old = 0;
        for (int64_t i = offsets[g]; i < offsets[g + 1]; i++) old += first[keys[i]] + per_round <= g;
        before[g] = 4 * old > 3 * touched[g];
    }
    for (int64_t k = 0; k < nfirst; k++)
        if (first[k] < count) {
            toucher[lines] = first[k];
            line[lines++] = ((distinct ? distinct[k] : (uint64_t)k) << shift) + low;
        }
    return lines;
}
