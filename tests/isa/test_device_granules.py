"""A device variant's register allocation granules are powers of two (isa/device_config.py
_check): LLVM's AMDGPUBaseInfo allocates VGPRs in blocks of 4 or 8 and SGPRs of 8 or 16."""
import dataclasses

import pytest

from gcnsim.isa.device_config import DeviceConfigError
from gcnsim.isa.devices import DEVICES


@pytest.mark.parametrize("field, value", [("vgpr_granule", 3), ("sgpr_granule", 12)])
def test_a_granule_not_a_power_of_two_is_refused(field, value):
    with pytest.raises(DeviceConfigError, match=rf"device vega64: {field} = {value} is "
                       r"impossible: not a power of two"):
        dataclasses.replace(DEVICES["vega64"], **{field: value})


def test_every_known_device_and_a_power_of_two_pass():
    assert {c.vgpr_granule for c in DEVICES.values()} == {4, 8}
    assert dataclasses.replace(DEVICES["vega64"], vgpr_granule=8).vgpr_granule == 8
