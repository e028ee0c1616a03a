"""Peripheral models, one file per nRF51 peripheral, and which board name each one serves."""

from .adc import Adc
from .base import Peripheral, Register
from .clock import ClockPower
from .ficr import Ficr, Uicr, Unmodelled
from .gpio import Gpio, PinChange
from .gpiote import Gpiote
from .nvmc import Nvmc
from .ppi import Ppi
from .radio import Radio
from .rng import Rng
from .rtc import Rtc
from .temp import Temp
from .timer import Timer
from .twi import Twi
from .uart import Uart

# Board-file peripheral name -> model. Names that share a base (CLOCK/POWER) share one model.
MODELS: dict[str, type[Peripheral]] = {
    "CLOCK": ClockPower,
    "POWER": ClockPower,
    "UART0": Uart,
    "ADC": Adc,
    "GPIO": Gpio,
    "GPIOTE": Gpiote,
    "NVMC": Nvmc,
    "PPI": Ppi,
    "RADIO": Radio,
    "RNG": Rng,
    "RTC0": Rtc,
    "RTC1": Rtc,
    "TEMP": Temp,
    "TIMER0": Timer,
    "TIMER1": Timer,
    "TIMER2": Timer,
    "TWI0": Twi,
    "TWI1": Twi,
    "FICR": Ficr,
    "UICR": Uicr,
}

__all__ = [
    "MODELS",
    "Adc",
    "ClockPower",
    "Ficr",
    "Gpio",
    "Gpiote",
    "Nvmc",
    "Peripheral",
    "PinChange",
    "Ppi",
    "Radio",
    "Register",
    "Rng",
    "Rtc",
    "Temp",
    "Timer",
    "Twi",
    "Uart",
    "Uicr",
    "Unmodelled",
]
