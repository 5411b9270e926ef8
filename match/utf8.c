/* utf8.c -- the length of a UTF-8 sequence, 0 for bytes that are none. */
#include "match/utf8.h"

/*
 * Bytes of the UTF-8 sequence at s (1 to 4), or 0 when no sequence starts
 * there (a stray byte, an overlong form, a surrogate, past U+10FFFF, cut
 * short: s is NUL-terminated, and no byte past a NUL is read). Engines' names
 * and answers go into the records as they came; the record says CA[UTF-8], so
 * what is not UTF-8 there is replaced (issue 24), and so in the report.
 */
size_t
utf8_length(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		return (s[1] & 0xc0) == 0x80 ? 2 : 0;
	if (s[0] >= 0xe0 && s[0] <= 0xef) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 ||
		    (s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0))
			return 0;
		return 3;
	}
	if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 || (s[3] & 0xc0) != 0x80 ||
		    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90))
			return 0;
		return 4;
	}
	return 0;
}
