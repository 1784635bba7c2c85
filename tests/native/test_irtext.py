"""native/irtext.py writes the IR llvmlite.ir writes: the same function built through each,
every builder call the translator makes, parses in LLVM to the same module."""
import llvmlite.binding as llvm
from llvmlite import ir as llvmlite_ir

from gcnsim.native import irtext


def _build(ir):
    """A module exercising every type, constant and builder call the native tier uses."""
    i1, i8, i32, i64 = (ir.IntType(n) for n in (1, 8, 32, 64))
    f32, f64 = ir.FloatType(), ir.DoubleType()
    module = ir.Module(name="m")
    table = ir.GlobalVariable(module, ir.ArrayType(i32, 3), "t_table")
    table.global_constant, table.linkage = True, "internal"
    table.initializer = ir.Constant(ir.ArrayType(i32, 3), [1, -2, 3])
    fn = ir.Function(module, ir.FunctionType(i64, [i32.as_pointer(), i64, i64]), "f")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    p, n, m = fn.args
    stack = b.alloca(ir.ArrayType(i64, 64))
    flags = b.alloca(i8, size=n)
    b.alloca(f32, size=256)
    head = fn.append_basic_block("head")
    b.branch(head)
    b.position_at_end(head)
    k = b.phi(i64)
    k.add_incoming(i64(0), fn.entry_basic_block)
    x = b.load(b.gep(p, [k]))
    wide = b.zext(x, i64)
    y = b.add(b.sub(b.mul(wide, n), m), b.udiv(wide, i64(3)))
    y = b.xor(b.or_(b.and_(y, b.urem(y, i64(7))), b.shl(y, i64(2))), b.lshr(y, i64(1)))
    y = b.select(b.icmp_signed("<", y, i64(-5)), b.ashr(y, i64(3)), b.not_(y))
    s = b.sitofp(b.trunc(y, i32), f32)
    d = b.fdiv(b.fmul(b.fpext(s, f64), f64(1.5)), b.fsub(b.uitofp(n, f64), f64(-0.0)))
    d = b.fadd(d, b.fpext(b.bitcast(x, f32), f64))
    bad = b.fcmp_unordered("uno", d, d)
    low = b.fcmp_ordered("<=", d, f64(2.0))
    with b.if_then(b.and_(bad, b.not_(low)), likely=False):
        b.store(b.fptoui(b.fptrunc(d, f32), i32), p, align=1)
    with b.if_else(b.icmp_unsigned("!=", wide, i64(0))) as (then, otherwise):
        with then:
            b.store(b.ptrtoint(flags, i64), b.gep(stack, [i64(0), k]))
        with otherwise:
            b.store(b.sext(b.trunc(x, i1), i8), flags)
    with b.goto_block(fn.entry_basic_block):
        early = b.alloca(i32)
    entry = ir.IRBuilder(fn.entry_basic_block)
    entry.position_at_start(fn.entry_basic_block)
    entry.alloca(i64)
    b.store(b.load(b.gep(table, [i64(0), i64(1)])), early)
    cttz = ir.Function(module, ir.FunctionType(i64, [i64, i1]), "llvm.cttz.i64")
    count = b.call(cttz, [y, i1(0)])
    memset = module.declare_intrinsic("llvm.memset", [i8.as_pointer(), i64])
    b.call(memset, [flags, i8(0), n, i1(0)])
    vec = ir.VectorType(f32, 4)
    one = b.insert_element(ir.Constant(vec, ir.Undefined), s, i32(0))
    splat = b.shuffle_vector(one, ir.Constant(vec, ir.Undefined),
                             ir.Constant(ir.VectorType(i32, 4), [0] * 4))
    row = b.fadd(splat, ir.Constant(vec, [0.0, 1.0, -2.5, 1e-45]))
    b.store(row, b.bitcast(b.gep(p, [i64(4)]), row.type.as_pointer()), align=4)
    pointer = b.inttoptr(b.add(count, i64(8)), i32.as_pointer())
    b.store(b.load(pointer, align=1), p)
    following = b.add(k, i64(1))
    k.add_incoming(following, b.block)
    done = fn.append_basic_block("head")        # a second "head": head.1
    b.cbranch(b.icmp_unsigned("<", following, n), head, done)
    b.position_at_end(done)
    b.ret(following)
    return str(module)


def _parsed(text):
    return "\n".join(line for line in str(llvm.parse_assembly(text)).splitlines()
                     if not line.startswith("target triple"))


def test_same_module_as_llvmlite():
    assert _parsed(_build(irtext)) == _parsed(_build(llvmlite_ir))

