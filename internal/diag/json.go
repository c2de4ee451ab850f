package diag

import "github.com/awechec/awechec/internal/i18n"

// JSON is a diagnostic as every JSON output of the toolkit writes it
// (check --format json, export --to json, select --format json, the web
// page; docs/EXPORT.md): the severity's and the code's stable English
// names, the place, the half-move or Awélé move it is about (left out when
// none) and the message worded in a language.
type JSON struct {
	Severity  Severity `json:"severity"`
	Code      string   `json:"code"`
	Line      int      `json:"line"`
	Col       int      `json:"col"`
	Ply       int      `json:"ply,omitempty"`
	AweleGame int      `json:"awele_game,omitempty"`
	AwelePly  int      `json:"awele_ply,omitempty"`
	Message   string   `json:"message"`
	// Fix is the replacement the message names, when it is safe to
	// apply (awechec fix); left out otherwise.
	Fix *Fix `json:"fix,omitempty"`
}

// JSON returns d as the JSON outputs write it, its message in the
// English (JSONIn words it in the user's language).
func (d Diagnostic) JSON() JSON { return d.JSONIn(i18n.English) }

// JSONIn returns d as the JSON outputs write it, its message in language
// l.
func (d Diagnostic) JSONIn(l i18n.Lang) JSON {
	return JSON{
		Severity: d.Severity, Code: d.Code, Line: d.Line, Col: d.Col,
		Ply: d.Ply, AweleGame: d.AweleGame, AwelePly: d.AwelePly, Message: d.MessageIn(l), Fix: d.Fix,
	}
}

// JSON returns the list as the JSON outputs write it: an array, empty
// (never null) when there is no diagnostic; the messages in English
// (JSONIn words them in the user's language).
func (l List) JSON() []JSON { return l.JSONIn(i18n.English) }

// JSONIn is JSON with the messages in language lang.
func (l List) JSONIn(lang i18n.Lang) []JSON {
	out := make([]JSON, len(l))
	for i, d := range l {
		out[i] = d.JSONIn(lang)
	}
	return out
}
