package jsonerr

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Explain returns err, an error of decoding JSON, in words: a value of the
// wrong kind names its key and the kind it should be; a syntax error says
// where; unknown keys, truncated text and anything else read plainly.
// It never shows a Go type.
func Explain(err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		got := value(te.Value)
		if te.Field == "" {
			return fmt.Sprintf("%s was expected, not %s", kind(te.Type), got)
		}
		// The path goes through embedded structs by their Go names
		// (Trial.n): the key is its last element.
		key := te.Field[strings.LastIndex(te.Field, ".")+1:]
		return fmt.Sprintf("%q should be %s, not %s", key, kind(te.Type), got)
	case errors.As(err, &se):
		msg := strings.TrimPrefix(se.Error(), "invalid character ")
		if c, _, ok := strings.Cut(msg, " "); ok && msg != se.Error() {
			return fmt.Sprintf("malformed JSON at byte %d (unexpected %s)", se.Offset, c)
		}
		return fmt.Sprintf("malformed JSON at byte %d", se.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the JSON ends early"
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if f, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return "unknown key " + f
	}
	return msg
}

// kind is what a Go type holds, in JSON's words.
func kind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number from 0"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "a JSON object"
	}
	return "a value"
}

// value is the JSON value the decoder met ("number", "number -8",
// "string", "array", "object", "bool"), with an article.
func value(v string) string {
	switch {
	case strings.HasPrefix(v, "number "):
		return "the number " + strings.TrimPrefix(v, "number ")
	case v == "array" || v == "object":
		return "an " + v
	case v == "bool":
		return "true or false"
	case v == "":
		return "something else"
	}
	return "a " + v
}
