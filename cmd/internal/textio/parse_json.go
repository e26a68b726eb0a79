package textio

import (
	"encoding/json"
	"math"

	"github.com/nqueens/nqueens/internal/jsonerr"
)

// readJSON reads a JSON value that starts with first (line no) and may go
// on over further lines: an object with a "placement" array (and, when
// present, "n" giving its length) or a bare array of rows.
func (r *Reader) readJSON(first []byte, no int) (Parsed, error) {
	buf := append([]byte(nil), first...)
	var jb jsonBrackets
	for !jb.feed(buf) {
		line, lno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			return Parsed{}, parseErrorf(lno, "the JSON that starts on line %d is not closed", no)
		}
		buf = append(buf, '\n')
		buf = append(buf, line...)
		if len(buf) > r.jsonMax() {
			return Parsed{}, r.fail(parseErrorf(lno, "the JSON that starts on line %d is longer than %d bytes: too long for a placement of at most %d queens", no, r.jsonMax(), r.maxN()))
		}
	}
	var rows []int64
	if buf[0] == '[' {
		if err := json.Unmarshal(buf, &rows); err != nil {
			return Parsed{}, parseErrorf(no, "JSON array: %v", jsonMsg(err))
		}
	} else {
		var obj struct {
			N         *int64   `json:"n"`
			Placement *[]int64 `json:"placement"`
		}
		if err := json.Unmarshal(buf, &obj); err != nil {
			return Parsed{}, parseErrorf(no, "JSON: %v", jsonMsg(err))
		}
		if obj.Placement == nil {
			return Parsed{}, parseErrorf(no, `the JSON object has no "placement" array`)
		}
		rows = *obj.Placement
		if obj.N != nil && *obj.N != int64(len(rows)) {
			return Parsed{}, parseErrorf(no, `"n" is %d but the placement has %d rows`, *obj.N, len(rows))
		}
	}
	if len(rows) == 0 {
		return Parsed{}, parseErrorf(no, "the placement is empty")
	}
	row := make([]int32, len(rows))
	for c, v := range rows {
		if v < math.MinInt32 || v > math.MaxInt32 {
			return Parsed{}, parseErrorf(no, "row %d of column %d is too large", v, c+1)
		}
		row[c] = int32(v)
	}
	p, err := r.perm(row, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: JSON, Line: no}, nil
}

func jsonMsg(err error) string { return jsonerr.Explain(err) }

// jsonBrackets follows the brackets of a JSON text (outside strings) as
// it grows, looking at each byte once.
type jsonBrackets struct {
	depth      int
	inStr, esc bool
	upto       int // bytes of the text looked at
}

// feed looks at the bytes of b from where it stopped and reports whether
// the text closes every bracket it opens; false means more lines are
// needed.
func (j *jsonBrackets) feed(b []byte) bool {
	for _, c := range b[j.upto:] {
		switch {
		case j.esc:
			j.esc = false
		case j.inStr && c == '\\':
			j.esc = true
		case c == '"':
			j.inStr = !j.inStr
		case j.inStr:
		case c == '{' || c == '[':
			j.depth++
		case c == '}' || c == ']':
			j.depth--
		}
	}
	j.upto = len(b)
	return j.depth <= 0 && !j.inStr
}
