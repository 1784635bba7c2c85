/* Address translation in compiled code (translation.py says the model and why; hierarchy.c
 * #includes this file): the TLBs, each ``entries`` pages in least-recently-used order, and
 * the frames' places. A TLB is an array of pages, least recent first, with the cycle each
 * page's walk is done: a page found moves to the end, a page missed is appended, the first
 * evicted when the TLB is full (the order translation.py's dicts kept). The most recent page
 * and its walk's end are kept apart too (``mru``, ``walked``), as an instruction's lines lie
 * in it as a rule. A frame's place is ``place``'s pure function of its number (fmix32 on its
 * low 32 bits), computed where it is needed, not kept.
 *
 *     t = tlb_enter(tlb, cu, lines, n, t);  tlb_physical(tlb, lines, n);
 */

typedef struct {
    int64_t count, entries, page_bits, frame_bits, offset_mask;  /* frame_bits 0: contiguous */
    double miss_latency;
    uint64_t *pages;            /* per TLB: ``entries`` slots, ``len`` used, least recent first */
    double *ready;              /* and when each page's walk is done */
    int64_t *len;
    int64_t *mru;               /* per TLB: its most recent page (-1: none) */
    double *walked;             /* and that page's walk's end */
    int64_t hits, misses, evictions;
} Tlb;

/* translation.py ``place``: the physical frame of virtual frame ``frame``. */
static uint64_t place(uint64_t frame) {
    uint32_t low = (uint32_t)frame;
    low ^= low >> 16;
    low *= 0x85EBCA6Bu;
    low ^= low >> 13;
    low *= 0xC2B2AE35u;
    low ^= low >> 16;
    return (frame & ~0xFFFFFFFFull) | low;
}

/* Look ``page``, not TLB ``which``'s most recent, up in it at ``t`` and make it the most
 * recent: when its walk is done (a miss: ``miss_latency`` from ``t``). */
static double tlb_page(Tlb *tlb, int64_t which, uint64_t page, double t) {
    uint64_t *pages = tlb->pages + which * tlb->entries;
    double *ready = tlb->ready + which * tlb->entries, when;
    int64_t n = tlb->len[which], k = n - 1;
    while (k >= 0 && pages[k] != page)
        k--;
    if (k >= 0) {               /* present: moved to the end */
        tlb->hits++;
        when = ready[k];
        memmove(pages + k, pages + k + 1, (size_t)(n - 1 - k) * sizeof(uint64_t));
        memmove(ready + k, ready + k + 1, (size_t)(n - 1 - k) * sizeof(double));
        n--;
    } else {
        tlb->misses++;
        if (n >= tlb->entries) {
            memmove(pages, pages + 1, (size_t)(n - 1) * sizeof(uint64_t));
            memmove(ready, ready + 1, (size_t)(n - 1) * sizeof(double));
            n--;
            tlb->evictions++;
        }
        when = t + tlb->miss_latency;
    }
    pages[n] = page, ready[n] = when;
    tlb->len[which] = n + 1;
    tlb->mru[which] = (int64_t)page;
    tlb->walked[which] = when;
    return when;
}

/* Each page of ``lines`` (ascending, at least one) looked up once in TLB ``which`` at ``t``:
 * when the last of their walks is done. */
static double tlb_pages(Tlb *tlb, int64_t which, const uint64_t *lines, int64_t n, double t) {
    int64_t bits = tlb->page_bits;
    uint64_t seen = ~0ull;
    double done = 0.0;
    for (int64_t k = 0; k < n; k++) {
        uint64_t page = lines[k] >> bits;
        if (page == seen)
            continue;
        seen = page;
        double ready;
        if ((int64_t)page == tlb->mru[which]) {
            tlb->hits++;
            ready = tlb->walked[which];
        } else
            ready = tlb_page(tlb, which, page, t);
        if (ready > done)
            done = ready;
    }
    return done;
}

/* When an instruction issued at ``t`` touching ``lines`` (``n`` > 0, ascending) may go on
 * past TLB ``which``: ``t``, or later by a walk (translation.py Translator.delay). */
double tlb_enter(Tlb *tlb, int64_t which, const uint64_t *lines, int64_t n, double t) {
    int64_t bits = tlb->page_bits;
    uint64_t page = lines[0] >> bits;
    double ready;
    if (page == lines[n - 1] >> bits) {
        if ((int64_t)page == tlb->mru[which]) {     /* the common case: its recent page */
            tlb->hits++;
            return t < tlb->walked[which] ? tlb->walked[which] : t;
        }
        ready = tlb_page(tlb, which, page, t);
    } else
        ready = tlb_pages(tlb, which, lines, n, t);
    return ready > t ? t + (ready - t) : t;
}

/* ``lines`` made physical in place, where frames are scattered (translation.py physical). */
void tlb_physical(Tlb *tlb, uint64_t *lines, int64_t n) {
    int64_t bits = tlb->frame_bits;
    if (!bits)
        return;
    for (int64_t k = 0; k < n; k++)
        lines[k] = place(lines[k] >> bits) << bits | (lines[k] & (uint64_t)tlb->offset_mask);
}
