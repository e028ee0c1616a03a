/* mod_microbit.c — the `microbit` module as micro:bit users know it (being written). */
#include "port.h"
#include "runtime.h"

static const modattr_t microbit_attrs[] = {{"", NULL, 0}};
const module_t microbit_module = {&types[T_MODULE], NULL, microbit_attrs, "microbit", 0, 0};
