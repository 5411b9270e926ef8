/* report_html.c -- HTML-escaped text. */
#include "match/report_html.h"

#include "match/utf8.h"

/*
 * Writes s to out as HTML text, fit for an element's content and for a quoted
 * attribute value alike: '&', '<', '>', '"' and '\'' as character references
 * (ones XML knows too: the page is also well-formed XHTML), and as U+FFFD the
 * bytes that are no UTF-8 (the page says it is) and the control characters
 * other than tab and line breaks, which no HTML may hold.
 */
void
html_text(FILE *out, const char *s)
{
	while (*s) {
		unsigned char c = (unsigned char)*s;
		size_t len = utf8_length((const unsigned char *)s);

		if (c == '&')
			fputs("&amp;", out);
		else if (c == '<')
			fputs("&lt;", out);
		else if (c == '>')
			fputs("&gt;", out);
		else if (c == '"')
			fputs("&quot;", out);
		else if (c == '\'')
			fputs("&#39;", out);
		else if (len == 0 || (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
			fputs(UTF8_REPLACEMENT, out);
		else
			fwrite(s, 1, len, out);
		s += len ? len : 1;
	}
}
