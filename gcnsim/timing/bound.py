"""The bound on what a timed launch's record keeps (record.Recorder's ``limit``, in
wave-instructions, each wave counted as WAVE_WEIGHT more): KEPT, a ``budget``'s, or under a
loop cut what the host's memory holds, each capped by the host's memory; a run again with the
replay's clock values at most RERUN times what the first run kept. A launch past it is a
LaunchError in one line naming the limit and what keeps less on its device, up front if its
waves alone are past it, or under a loop cut of a launch of several batches as soon as its
first batch (or first workgroup, run on its own) shows what each wave keeps (foresee), not a
process the host stops (a launch of one batch, run whole, as its record runs past it). Any
other timed launch of several batches is refused as soon as two of its batches ran if even the
least either kept a wave, for each of its waves, passes the limit by MARGIN (pace): a kernel's
workgroups are mostly alike, and one that does more later still meets the limit as it runs.

    4096^2 stencil on Vega 64, 262,144 waves, 74 units a wave: ~19.4M of 16.8M, refused at its
    third batch of 256 (it ran 25-30 s of its functional run to reach the limit before)
"""
from ..emu.launch import LaunchError
from ..emu.memory import host_limit, size_text

# What a recorder keeps, counted in wave-instructions with each wave as WAVE_WEIGHT more (its
# bookkeeping, ~200 bytes, weighs as much): KEPT, unless the launch's ``budget`` of N says
# (1 + WAVE_WEIGHT) N, all a run within its budget can keep. A kept wave-instruction costs 20
# bytes (64 waves running one loop) to 80 (one wave: a log entry each), the replay's included
# (measured: 6.4M of 64 waves 128 MB, 2M of one wave 155 MB), so KEPT is at most ~1.3 GB. A
# launch past it is refused, up front if its waves alone (one instruction each at least) are.
# A record cut by loops (Sampling(loops=N), loops.py) keeps each wave's N trips whatever the
# loop's length, so its size follows the launch's waves, not its run, and the cut is what bounds
# it: its limit is the host's memory for records, host_limit() (half the physical memory, as for
# device memory) at KEPT_BYTES each (the 2048^3 Triton matmul's record at loops=4, 14.8M kept:
# 1.6 GB at its peak, ~100 bytes each; the 4096^3 one's first 1,024 workgroups at loops=4,
# 5.8M kept: 79 bytes each over the process before it, the replay's peak included; the
# whole launch ~93M, 7-9 GB; with xcds an eighth). That limit caps every record, a budget's too
# (a budget of 10^9 let a record grow to 8 x 10^9 wave-instructions: the host's memory,
# not a LaunchError, would have stopped it).
KEPT = 1 << 24
KEPT_BYTES = 100
WAVE_WEIGHT = 7
# A run again with the replay's clock values (``restart``) keeps at most RERUN times what the
# first run kept: a kernel whose control flow follows the clock past that (a loop waiting for
# bits of s_memtime that the replay's clock never gives) is refused, not run to KEPT.
RERUN = 4
# A launch is refused by its first batches' pace only past MARGIN times the limit: a first
# batch whose waves keep more than the launch's on average (a divergent boundary row of a
# stencil, ~1-2% more) is not what refuses a launch just under the limit.
MARGIN = 1.1


class RecordBound:
    """The Recorder's limit on what it keeps (``limit``, ``kept``, ``budget``, ``first``)."""

    def _bound(self, budget):
        """Start with the launch's ``budget`` (checked by LaunchOptions), or None: KEPT."""
        self.budget = budget
        self.limit = KEPT
        self.kept = 0                   # wave-instructions in ``log``
        self.first = None               # what the first run kept, once it runs again
        self.waves = 0                  # the launch's waves (admit)
        self.groups = 0                 # and its workgroups
        self.xcds = 1                   # the device's XCDs (the API's: what keeps less)
        self.paced = None               # pace: (kept, waves) as the last batch began, the
        self.least = None               # least a wave kept in a batch so far, batches run

    def pace(self, waves):
        """As a batch of ``waves`` kept waves begins (no loop cut, a first run): LaunchError if
        the least a wave kept in a batch so far, for every kept wave of the launch, passes the
        limit by MARGIN, two batches in (its waves' units, as foresee's under a cut)."""
        if self.paced is not None:
            kept, before = self.paced
            each = max(0, self.kept - kept) / max(before, 1)
            runs = 1 if self.least is None else self.least[1] + 1
            self.least = (each if self.least is None else min(each, self.least[0]), runs)
            if runs >= 2:
                xcds = 1 if self.cut is None else self.cut.xcds
                foreseen = round(WAVE_WEIGHT * self.waves + self.least[0] * -(-self.waves // xcds))
                if foreseen > MARGIN * self.limit:
                    raise LaunchError(self._over(
                        f"would keep about {foreseen:,} ({foreseen / self.limit:.2f}x), its "
                        f"first {runs} batches at least ~{round(self.least[0]):,} a wave "
                        f"(foreseen for each of its {-(-self.waves // xcds):,} waves)"))
        self.paced = (self.kept + WAVE_WEIGHT * waves, waves)

    def admit(self, geometry):
        """The limit of a launch (an emu Geometry) whose options are checked; LaunchError
        if its waves are more than it."""
        if self.budget is not None:
            self.limit = (1 + WAVE_WEIGHT) * self.budget
        host = host_limit() // KEPT_BYTES
        if self.cut is not None and self.cut.keep:
            self.limit = host
        self.limit = min(self.limit, host)
        self._cap()
        self.groups = geometry.group_count
        x, y, z = geometry.grid
        waves = self.waves = -(-(x * y * z) // 64)
        if (1 + WAVE_WEIGHT) * waves > self.limit:
            raise LaunchError(self._over(f"has {waves:,} waves"))

    def foresee(self, groups):
        """Under a loop cut, with the launch's first batch recorded (``groups``: its waves'
        workgroups; workgroup 0 alone where it ran on its own, Recorder.lead): LaunchError if
        every wave keeping as much (a cut keeps the same trips of every wave, which takes the
        loop as often) would take the record past the limit. It erred only once the record
        got there, minutes into a long launch (~200 s into an outside trial's), where it is
        known a batch in."""
        cut = self.cut
        lead = groups.size
        what = "workgroup" if not groups.any() else "batch"
        each = max(0, self.kept - WAVE_WEIGHT * lead) / max(lead, 1)
        kept = -(-self.waves // cut.xcds)           # with xcds one XCD's waves
        foreseen = round(WAVE_WEIGHT * self.waves + each * kept)
        if foreseen > self.limit:
            raise LaunchError(self._over(
                f"would keep ~{foreseen:,}, its first {what} ~{round(each):,} a wave "
                f"(what each of its {kept:,} waves keeps, foreseen from it)", each))

    def _cap(self):
        """A run again keeps at most RERUN times what the first run kept."""
        if self.first is not None:
            self.limit = min(self.limit, RERUN * self.first)

    def _keep(self, count):
        """Count ``count`` more wave-instructions kept (by every worker of the launch);
        LaunchError past the limit."""
        self.kept += count
        if self.kept > self.limit or (self.shared is not None
                                      and self.shared.over(self.kept, self.limit)):
            if self.first is not None and self.limit == RERUN * self.first:
                raise LaunchError(
                    f"a timed launch runs the kernel again with the replay's clock values for "
                    f"its s_memtime/s_memrealtime reads; this run went past {RERUN} times the "
                    f"first run's {self.first:,} kept wave-instructions: its control flow "
                    f"follows the clock (a loop waiting on it?), which the replay cannot time")
            raise LaunchError(self._over("ran past it"))

    def _over(self, what, each=None):
        """The one line of a launch past the limit, in the API's and the CLI's spellings (with
        ``each``, what a wave keeps under a loop cut: the trips a cut may keep to fit)."""
        cut = self.cut is not None and self.cut.keep
        budgeted = self.budget is not None and self.limit == (1 + WAVE_WEIGHT) * self.budget
        if self.limit == host_limit() // KEPT_BYTES:
            limit = (f", up to {self.limit:,} (each wave counted as {WAVE_WEIGHT} more): what "
                     f"{size_text(host_limit())}, half this host's memory, holds at "
                     f"~{KEPT_BYTES} bytes each, the record and its replay at their peak: "
                     f"this one {what}")
        elif budgeted:
            limit = (f"; its budget= (--budget) of {self.budget:,} wave-instructions lets it "
                     f"keep {self.limit:,} (each wave counted as {WAVE_WEIGHT} more): this "
                     f"one {what}; a larger budget keeps more (none: {KEPT:,})")
        else:
            limit = (f", up to {self.limit:,} (each wave counted as {WAVE_WEIGHT} more, "
                     f"~80 bytes each): this one {what}; a budget= (--budget) of N sets the "
                     f"limit to {1 + WAVE_WEIGHT}N")
        less = (self._fewer(each) if cut else
                "where the waves run a long loop, Sampling(loops=8) (--sampling loops=8) keeps "
                "only its first 8 trips, a record limited by the host's memory alone; sampling "
                "by rounds (\"sampled\", --sampled) keeps every wave-instruction as full "
                "timing does; else a smaller grid keeps less")
        return f"a timed launch keeps every wave-instruction for its replay{limit}; {less}"

    def _fewer(self, each):
        """What keeps less under a loop cut, on this device: fewer trips (with ``each``, what a
        wave keeps now, the most that fit), one XCD's waves where it has several, a smaller
        grid."""
        cut = self.cut
        found = [f"Sampling(loops=) (--sampling loops=) of fewer than {cut.keep} trips keeps "
                 "less"]
        if each is not None:
            trip = cut.trip_work()
            kept = -(-self.waves // cut.xcds)
            room = (self.limit - WAVE_WEIGHT * self.waves) / kept - (each - cut.keep * trip)
            fit = int(room // trip) if trip else cut.keep
            loops = max(4, min(cut.least, fit))
            fit = fit // max(1, loops // 4) * max(1, loops // 4)   # whole cuts (Sampling)
            found = ([f"Sampling(loops={loops}, most={fit}) (--sampling loops={loops},"
                      f"most={fit}) keeps {fit} trips of the {cut.keep}, which fit"] if 4 <= fit < cut.keep else
                     [f"even 4 trips a wave are past it (the code outside the loop keeps "
                      f"~{round(each - cut.keep * trip):,} a wave)"] if fit < 4 else [])
        if self.xcds > 1 and cut.xcds == 1:
            found.append(f"Sampling(xcds=True) (--sampling xcds) keeps one XCD's waves "
                         f"(1/{self.xcds})")
        return ", ".join(found + ["a smaller grid keeps less"])
