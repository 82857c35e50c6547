#ifndef WISHLIST_CNCURSES_SHIM_H
#define WISHLIST_CNCURSES_SHIM_H

// SwiftPM drops the -D flags pkg-config gives, so ask for the wide-character API here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Attribute macros are invisible to Swift; these give them as values.
static inline attr_t nc_a_normal(void) { return A_NORMAL; }
static inline attr_t nc_a_bold(void) { return A_BOLD; }
static inline attr_t nc_a_dim(void) { return A_DIM; }
static inline attr_t nc_a_italic(void) { return A_ITALIC; }
static inline attr_t nc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nc_a_reverse(void) { return A_REVERSE; }

// Global C variables that Swift 6 refuses as not concurrency-safe, read through functions.
static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline WINDOW *nc_curscr(void) { return curscr; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *nc_stdout(void) { return stdout; }
static inline FILE *nc_stdin(void) { return stdin; }

// tiparm is variadic, which Swift cannot call: a capability with one number (tsl's column, say).
static inline char *nc_tparm1(const char *capability, int value) { return tiparm(capability, value); }

// Looks a terminal type up in terminfo without starting ncurses: -1 when there is no entry for it, else
// whether the entry can move the cursor (has cup). The terminal current before is current again after.
static inline int nc_terminfo_can_move_cursor(const char *type) {
    TERMINAL *previous = cur_term;
    int status = 0;
    if (setupterm(type, 1, &status) != OK) return -1;
    const char *cup = tigetstr("cup");
    int result = cup != NULL && cup != (const char *)-1;
    TERMINAL *entry = set_curterm(previous);
    if (entry != NULL && entry != previous) del_curterm(entry);
    return result;
}

#endif
