# gcnsim debug examples/race.s --grid 128 --block 128 --arg i32:64 --arg i32:128:range \
#     --batch examples/race.gdb
# out[i] should be in[i] + in[i + 64]; it comes out in[i]. Why?
tbreak store
continue
print v2
reverse-stepi
print v3
watch local#0x100
continue
info threads
