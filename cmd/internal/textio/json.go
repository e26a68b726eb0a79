package textio

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/nqueens/nqueens"
)

// WriteJSON writes one line: the JSON object of fields (a struct or map
// that marshals to an object) with a "placement" array of p's 0-based rows
// added at the end. The array is streamed, so memory is O(1) beyond p.
func WriteJSON(w io.Writer, fields any, p nqueens.Placement) error {
	head, err := json.Marshal(fields)
	if err != nil {
		return err
	}
	head = bytes.TrimSpace(head)
	if len(head) < 2 || head[0] != '{' || head[len(head)-1] != '}' {
		return fmt.Errorf("textio: fields marshal to %s, not an object", head)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.Write(head[:len(head)-1])
	if len(head) > 2 {
		bw.WriteByte(',')
	}
	bw.WriteString(`"placement":[`)
	var num [16]byte
	for c, r := range p {
		if c > 0 {
			bw.WriteByte(',')
		}
		bw.Write(strconv.AppendInt(num[:0], int64(r), 10))
	}
	bw.WriteString("]}\n")
	return bw.Flush()
}
