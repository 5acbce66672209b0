/* PLACEHOLDER - replaced by the views */
#include "config.h"
#include "view.h"
void textlines_init(struct textlines *t) { (void)t; }
