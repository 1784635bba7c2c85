"""A launch's undo record: the bytes of each CHUNK of an allocation from before the launch's
first store to it, saved by whichever process stores there first (emu/shared.py keeps the
record and puts it back when the launch does not stand).

One compiled function saves chunks [first, end) of an allocation, called before a store by
both tiers: the native tier's store phases call it through the context (device.Undo), the
interpreter's stores through ctypes (``saver``), so both take the same steps on the same
shared words, and the processes of a launch never wait for each other. Per chunk a word
(``states``, shared by the launch's processes) says who saved it in which launch: ``tag`` is
the launch's epoch << 16 | (process + 1), a chunk saved is the epoch << 16 alone.

    state of this launch's epoch?  -> saved, or being saved: store
    else copy the chunk to the process's own scratch (shared, CHUNK bytes), then claim it
    (compare-and-swap of the state seen for ``tag``); won: copy the scratch to the record's
    chunk, then state = epoch << 16; lost: another process saved it first: store

The copy into the record is made of non-temporal stores (the record is read again only if the
launch does not stand): on a 2^24 saxpy's 64 MB, with a read and a write of each range as a
store phase does, saving cost +13 ms CPU where memcpy's stores cost +25 (+18 without the
scratch: the scratch is in cache, what costs is the record's lines read before they are
written). A fence orders them before the state that says the chunk is saved.

A process stores to a chunk only after it saw the chunk claimed (its own claim or another's),
and the winner read its bytes before claiming, so the record holds the bytes from before
every store of the launch, whichever process stores first. A process that dies between its
claim and the end of its copy leaves its claim (epoch << 16 | process + 1): its scratch still
holds the chunk, which is what is put back then (emu/shared.py ``restore``).
"""
import ctypes

CHUNK = 1 << 14         # bytes an undo record saves at a time (a 2^24 saxpy: 4096 for its y)
SHIFT = CHUNK.bit_length() - 1
NAME = f"gcnsim_undo_save_{CHUNK}"
SIGNATURE = "void (i64, i64, i64, i64, i64, i64, i64, i64)"     # LLVM's, opaque pointers

IR = f"""
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @{NAME}(i64 %states, i64 %data, i64 %undo, i64 %scratch, i64 %size, i64 %first,
                    i64 %asked, i64 %tag) {{
entry:
  %epoch = lshr i64 %tag, 16
  %saved = and i64 %tag, -65536
  %chunks = lshr i64 %size, {SHIFT}
  %part = and i64 %size, {CHUNK - 1}
  %partial = icmp ne i64 %part, 0
  %more = zext i1 %partial to i64
  %all = add i64 %chunks, %more
  %inside = icmp ult i64 %asked, %all
  %end = select i1 %inside, i64 %asked, i64 %all
  %state = inttoptr i64 %states to ptr
  %own = inttoptr i64 %scratch to ptr
  %none = icmp uge i64 %first, %end
  br i1 %none, label %done, label %head
head:
  %k = phi i64 [ %first, %entry ], [ %next, %tail ]
  %slot = getelementptr i64, ptr %state, i64 %k
  %seen = load atomic i64, ptr %slot acquire, align 8
  %when = lshr i64 %seen, 16
  %claimed = icmp eq i64 %when, %epoch
  br i1 %claimed, label %tail, label %copy
copy:
  %at = shl i64 %k, {SHIFT}
  %left = sub i64 %size, %at
  %short = icmp ult i64 %left, {CHUNK}
  %bytes = select i1 %short, i64 %left, i64 {CHUNK}
  %from = add i64 %data, %at
  %source = inttoptr i64 %from to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr %own, ptr %source, i64 %bytes, i1 false)
  %swap = cmpxchg ptr %slot, i64 %seen, i64 %tag acq_rel acquire
  %won = extractvalue {{ i64, i1 }} %swap, 1
  br i1 %won, label %keep, label %tail
keep:
  %to = add i64 %undo, %at
  %record = inttoptr i64 %to to ptr
  %lines = lshr i64 %bytes, 6
  br label %line
line:
  %j = phi i64 [ 0, %keep ], [ %after, %put ]
  %within = icmp ult i64 %j, %lines
  br i1 %within, label %put, label %rest
put:
  %offset = shl i64 %j, 6
  %from.line = getelementptr i8, ptr %own, i64 %offset
  %to.line = getelementptr i8, ptr %record, i64 %offset
  %value = load <8 x i64>, ptr %from.line, align 64
  store <8 x i64> %value, ptr %to.line, align 64, !nontemporal !0
  %after = add i64 %j, 1
  br label %line
rest:
  %done.bytes = shl i64 %lines, 6
  %left.bytes = and i64 %bytes, 63
  %from.rest = getelementptr i8, ptr %own, i64 %done.bytes
  %to.rest = getelementptr i8, ptr %record, i64 %done.bytes
  call void @llvm.memcpy.p0.p0.i64(ptr %to.rest, ptr %from.rest, i64 %left.bytes, i1 false)
  fence seq_cst
  store atomic i64 %saved, ptr %slot release, align 8
  br label %tail
tail:
  %next = add i64 %k, 1
  %again = icmp ult i64 %next, %end
  br i1 %again, label %head, label %done
done:
  ret void
}}

!0 = !{{i32 1}}
"""


def save_function():
    """The address of the compiled save function (made once a process, or read from the disk
    cache)."""
    from .jit import Jit                            # noqa: PLC0415
    return Jit.get().function_named(NAME, lambda: IR, 2, signature=SIGNATURE)


def saver(address):
    """The save function at ``address`` as Python calls it: save(states, data, undo, scratch,
    size, first, end, tag), each an integer (the first four host addresses)."""
    return ctypes.CFUNCTYPE(None, *[ctypes.c_int64] * 8)(address)
