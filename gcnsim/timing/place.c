/* A workgroup's waves placed on a compiled CU (cu.py ComputeUnit.place; cu.c #includes this
 * file after the fetch and SIMD-list rules it uses): each wave into the wave slot Python gives
 * it, on the SIMD with the fewest waves, its state reset, its first instruction line asked
 * for at dispatch, and its first issue no earlier than its launch, aligned to its SIMD's turn.
 * Python hands the workgroup's waves over in one call (wid, slot, stream place and end each)
 * and reads back each wave's SIMD and the cycles it waits for its first line.
 *
 *     cu_place(cu, g, live, n, waves, t, arrival) -> the cycles the waves wait, summed
 */
/* cu.py place, one wave: wave ``wid`` of the workgroup in slot ``g``, its stream's places
 * ``pos`` to ``end``, in wave slot ``s`` on SIMD ``k``: its first line asked for at ``t``,
 * launched at ``launch``; the cycles it waits for its first line. */
static int64_t place(Cu *cu, int64_t s, int64_t k, int64_t t, int64_t launch, int64_t wid,
                     int64_t g, int64_t pos, int64_t end)
{
    W(s, W_WID) = wid, W(s, W_GROUP) = g, W(s, W_POS) = pos, W(s, W_END) = end;
    W(s, W_SIMD) = k, W(s, W_OP) = cu->flat[pos], W(s, W_PRIO) = 0, W(s, W_ARRIVED) = 0;
    W(s, W_CLEARED) = -1, W(s, W_LINE) = -1, W(s, W_PLAIN) = -1, W(s, W_PENDING) = 0;
    W(s, W_DEP_UNTIL) = 0, W(s, W_NDEPS) = 0, W(s, W_NAHEAD) = 0, W(s, W_ALIVE) = 1;
    for (int64_t c = 0; c < 3; c++)
        W(s, W_NOUT + c) = 0;
    for (int64_t c = 0; c < NKIND; c++)
        W(s, W_LAST + c) = 0;
    int64_t ready = align(redirect(cu, s, W(s, W_OP), t, -1), k, cu->nsimd);
    if (ready < launch)
        ready = launch;
    W(s, W_READY) = ready, W(s, W_BASE) = launch;
    if (!S(k, S_NWAVES))
        S(k, S_IDLE) += t - S(k, S_EMPTY_SINCE);
    resident(cu, k, t);
    cu->waves[k * cu->simd_slots + S(k, S_NWAVES)++] = s;
    cu->awake[k * cu->simd_slots + S(k, S_NAWAKE)++] = s;
    if (ready < cu->nexts[k])
        cu->nexts[k] = ready;
    return ready - launch;
}

/* cu.py place: the ``n`` waves of a workgroup of ``live`` waves into workgroup slot ``g``,
 * dispatched at ``t``, launched at ``arrival``; ``waves``: 4 ints a wave (wid, wave slot,
 * stream place, end), and after MAXPARK of those 2 a wave set here (its SIMD, the cycles it
 * waits for its first line). Each wave goes to the SIMD with the fewest (the first of them),
 * launched at ``arrival`` aligned to that SIMD's turn. The cycles they wait, summed. */
int64_t cu_place(Cu *cu, int64_t g, int64_t live, int64_t n, int64_t *waves, int64_t t,
                 int64_t arrival)
{
    int64_t *grp = cu->group + g * GF, total = 0, *out = waves + 4 * MAXPARK;
    grp[G_LIVE] = live, grp[G_NPARKED] = 0;
    for (int64_t j = 0; j < n; j++) {
        int64_t k = 0, *w = waves + 4 * j;
        for (int64_t m = 1; m < cu->nsimd; m++)
            if (S(m, S_NWAVES) < S(k, S_NWAVES))
                k = m;
        int64_t waits = place(cu, w[1], k, t, align(arrival, k, cu->nsimd), w[0], g, w[2],
                              w[3]);
        out[2 * j] = k, out[2 * j + 1] = waits;
        total += waits;
    }
    return total;
}
