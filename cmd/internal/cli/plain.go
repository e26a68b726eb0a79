package cli

import (
	"regexp"
	"strings"
)

// plainRules rewrite what Go's packages and ours put in error texts into
// words for a person: the package prefixes of library errors
// ("exact: "), the operation and path of an *fs.PathError when the
// message already names the file, encoding/json's parser messages, and
// the context's errors. Applied in order.
var plainRules = []struct {
	re   *regexp.Regexp
	repl string
}{
	// Library packages prefix their errors with their name, as Go errors
	// do; the program name in front is enough.
	{regexp.MustCompile(`(^|: )(nqueens|exact|longrun|compare|bdd|bddqueens|textio|parse|registry|chart|render|output|qs1|fullboard|linearboard|backtrack|minconflicts|formula|heuristic|json): `), "$1"},
	{regexp.MustCompile(`invalid character '(.+?)' looking for beginning of value`), "not JSON (it starts with '$1')"},
	{regexp.MustCompile(`invalid character '(.+?)' (after|in|looking for) [a-z ]+`), "malformed JSON (unexpected '$1')"},
	{regexp.MustCompile(`unexpected end of JSON input`), "the JSON ends early"},
	{regexp.MustCompile(`cannot unmarshal (\w+) into Go (?:struct field|value)(?: [\w.]*?\.?(\w+))? of type \S+`), `"$2" has the wrong type ($1)`},
	{regexp.MustCompile(`unknown field "(\w+)"`), `unknown key "$1"`},
	{regexp.MustCompile(`\bcontext canceled\b`), "interrupted"},
	{regexp.MustCompile(`\bcontext deadline exceeded\b`), "out of time"},
	{regexp.MustCompile(`\bunexpected EOF\b|(: )EOF$`), "${1}the input ends early"},
}

// pathOp matches the "op path: " an *fs.PathError puts before its reason.
// Only at the start or after ": ", where a wrapped error begins ("cannot
// read x: " is a sentence of ours).
var pathOp = regexp.MustCompile(`(^|: )(open|read|write|close|stat|lstat|rename|remove|mkdir|readdirent|fsync) (\S+?): `)

// plain rewrites an error message into plain words (see plainRules): no
// package prefixes, no "open /x: " when /x was named already, no JSON
// parser or context jargon. [ExitCode] prints every error through it.
func plain(msg string) string {
	for _, r := range plainRules {
		msg = r.re.ReplaceAllString(msg, r.repl)
	}
	msg = pathOp.ReplaceAllStringFunc(msg, func(m string) string {
		sub := pathOp.FindStringSubmatch(m)
		before := msg[:strings.Index(msg, m)]
		if strings.Contains(before, sub[3]) {
			return sub[1] // "reading /tmp: read /tmp: is a directory"
		}
		return sub[1] + sub[3] + ": "
	})
	return msg
}
