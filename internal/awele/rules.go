package awele

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/awechec/awechec/internal/i18n"
)

// GrandSlam says what happens to a move that would capture every seed in the
// opponent's row.
type GrandSlam uint8

// Grand-slam policies.
const (
	// GrandSlamForbidden: illegal while any other legal move exists; when
	// every legal move is a grand slam, one is played without capture
	// (seed 000).
	GrandSlamForbidden GrandSlam = iota
	// GrandSlamNoCapture: may be played, captures nothing (seeds 002, 004).
	GrandSlamNoCapture
	// GrandSlamAllowed: may be played and captures everything.
	GrandSlamAllowed
	// GrandSlamStrict: always illegal, even when no other move exists
	// (seed 003: "il faut jouer autre chose").
	GrandSlamStrict
)

var grandSlamNames = []string{"forbidden", "no-capture", "allowed", "strict"}

// String returns the policy's parameter value.
func (g GrandSlam) String() string { return name(grandSlamNames, int(g)) }

// Feeding says which moves the feeding rule ("donner à manger") allows.
type Feeding uint8

// Feeding policies.
const (
	// FeedWhenEmpty: when the opponent's row is empty, the move must sow at
	// least one seed into it (seeds 000, 002, 004).
	FeedWhenEmpty Feeding = iota
	// FeedAlwaysReach: every move must sow at least one seed into the
	// opponent's row (seed 003).
	FeedAlwaysReach
	// FeedLeaveOne: every move must leave at least one seed in the
	// opponent's row after its captures (seed 001).
	FeedLeaveOne
	// FeedNone: no feeding obligation (seed 004, Mbekh).
	FeedNone
)

var feedingNames = []string{"when-empty", "always-reach", "leave-one", "none"}

// String returns the policy's parameter value.
func (f Feeding) String() string { return name(feedingNames, int(f)) }

// Famine says where the seeds left on the board go when the game ends
// because the side to move has no legal move.
type Famine uint8

// Famine policies.
const (
	// FamineMoverCollects: the seeds go to the player in whose row they lie:
	// the mover, who cannot feed (reason Famine), or the opponent when the
	// mover's own row is empty (reason NoMove). Seeds 000, 002, 004.
	FamineMoverCollects Famine = iota
	// FamineStop: the game stops and the seeds left count for nobody
	// (seeds 001, 003).
	FamineStop
)

var famineNames = []string{"mover-collects", "stop"}

// String returns the policy's parameter value.
func (f Famine) String() string { return name(famineNames, int(f)) }

// Rest says what becomes of the seeds left on the board after an agreed stop
// or a repeated position.
type Rest uint8

// Policies for the seeds left after an agreed stop.
const (
	// RestShared: each player takes the seeds left in his own row (the World
	// Oware Federation reading of "partager").
	RestShared Rest = iota
	// RestHalved: each player takes half of the seeds left; an odd seed is
	// removed.
	RestHalved
	// RestRemoved: the seeds are taken off and count for nobody (inside
	// Awechec they give no powers; seed 001 counts captured seeds only).
	RestRemoved
)

var restNames = []string{"shared", "halved", "removed"}

// String returns the policy's parameter value.
func (r Rest) String() string { return name(restNames, int(r)) }

func name(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "invalid(" + strconv.Itoa(i) + ")"
}

// Rules is a named set of rule parameters: a preset, possibly with some
// parameters overridden. Build one with Preset or ParseRules.
type Rules struct {
	Name        string // the preset the parameters start from
	Description string // one line on the preset
	Source      string // which seed text the preset comes from

	GrandSlam       GrandSlam // grand-slam policy
	Feeding         Feeding   // feeding policy
	MaxCaptureHoles int       // most holes one move captures (0 = unlimited); the ones nearest the last seed
	Majority        int       // the game ends when a store reaches this (0 = never)
	FewSeeds        int       // the game ends when fewer than this many seeds are on the board (0 = never)
	Famine          Famine    // where the rest goes when the mover has no legal move
	AgreedRest      Rest      // where the rest goes after an agreed stop or a repetition
	Case            Case      // letter-case convention of the notation
}

var presets = []Rules{
	{Name: "awechec", Description: "Awélé inside Awechec: feed an empty opponent; grand slam only when forced, then without capture; famine mover collects; no 25-seed stop; agreed rest removed",
		Source: "seed 000, annex", GrandSlam: GrandSlamForbidden, Feeding: FeedWhenEmpty, Famine: FamineMoverCollects, AgreedRest: RestRemoved},
	{Name: "abapa", Description: "Abapa (World Oware Federation): grand slam played without capture; ends at 25, by famine (mover collects) or agreement/cycle (each takes his row)",
		Source: "seeds 004 and 002", GrandSlam: GrandSlamNoCapture, Feeding: FeedWhenEmpty, Majority: 25, Famine: FamineMoverCollects, AgreedRest: RestShared},
	{Name: "awele-001", Description: "every move must leave the opponent a seed after captures; no such move stops the game (rest not counted); North uppercase",
		Source: "seed 001", GrandSlam: GrandSlamStrict, Feeding: FeedLeaveOne, Famine: FamineStop, AgreedRest: RestRemoved, Case: NorthUpper},
	{Name: "cote-divoire", Description: "Côte d'Ivoire: every move must reach the opponent; no grand slam; at most 4 holes captured; ends at 25 or under 3 seeds",
		Source: "seed 003", GrandSlam: GrandSlamStrict, Feeding: FeedAlwaysReach, MaxCaptureHoles: 4, Majority: 25, FewSeeds: 3, Famine: FamineStop, AgreedRest: RestRemoved},
	{Name: "mbekh", Description: "Mbekh ô kôla (Gabon): abapa without the feeding rule",
		Source: "seed 004", GrandSlam: GrandSlamNoCapture, Feeding: FeedNone, Majority: 25, Famine: FamineMoverCollects, AgreedRest: RestShared},
}

// Presets returns every preset rule set in a stable order, the default
// (awechec) first.
func Presets() []Rules {
	out := make([]Rules, len(presets))
	copy(out, presets)
	return out
}

// Preset returns the preset rule set of that name.
func Preset(name string) (Rules, bool) {
	for _, r := range presets {
		if r.Name == name {
			return r, true
		}
	}
	return Rules{}, false
}

// presetAliases are the names people write for the presets besides their
// own, in any case, with or without accents, spaces, hyphens or
// apostrophes (nameKey): "Côte d'Ivoire" and "COTE D IVOIRE" are
// cote-divoire.
var presetAliases = map[string][]string{
	"awechec":      {"Awéchec", "Awarichess"},
	"abapa":        {"Oware abapa", "Abapa oware", "World Oware Federation", "WOF"},
	"awele-001":    {"Awélé 001"},
	"cote-divoire": {"Côte d'Ivoire", "Ivory Coast", "Awalé ivoirien"},
	"mbekh":        {"Mbekh ô kôla", "Mbekh o kola"},
}

// PresetAliases returns the names people write for the preset called
// name, besides name itself (docs/RULES.md lists them).
func PresetAliases(name string) []string { return presetAliases[name] }

// PresetNamed returns the preset a name written by hand stands for: its
// own name or one of its aliases, whatever the case, the accents, the
// spaces, hyphens and apostrophes ("Côte d'Ivoire", "cote divoire",
// "Abapa").
func PresetNamed(name string) (Rules, bool) {
	k := nameKey(name)
	for _, r := range presets {
		if nameKey(r.Name) == k {
			return r, true
		}
		for _, a := range presetAliases[r.Name] {
			if nameKey(a) == k {
				return r, true
			}
		}
	}
	return Rules{}, false
}

// nameKey keeps of a name its letters, without their accents and in lower
// case, and its digits: "Côte d’Ivoire" and "cote-divoire" are both
// "cotedivoire".
func nameKey(s string) string {
	var b strings.Builder
	for _, c := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, c):
		case unicode.IsLetter(c) || unicode.IsDigit(c):
			b.WriteRune(unicode.ToLower(c))
		}
	}
	return b.String()
}

// Param is one rule parameter as ParseRules reads it.
type Param struct {
	Name    string   // parameter name, e.g. "grand-slam"
	Value   string   // current value, e.g. "forbidden"
	Meaning string   // one line on what the current value means, in the language ParamsIn was given (English for Params)
	Values  []string // the valid values, or one range "lo..hi" for a number
}

type paramDef struct {
	name    string
	values  []string
	meaning func(r *Rules) i18n.Msg
	get     func(r *Rules) string
	set     func(r *Rules, v string) error
}

func enumParam(names []string, v string, what string) (int, error) {
	for i, n := range names {
		if n == v {
			return i, nil
		}
	}
	return 0, i18n.Errorf(i18n.AweleParamEnum, what, v, strings.Join(names, ", "))
}

func intParam(v, what string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi || v[0] == '+' {
		return 0, i18n.Errorf(i18n.AweleParamInt, what, v, lo, hi)
	}
	return n, nil
}

var paramDefs = []paramDef{
	{name: "grand-slam", values: grandSlamNames,
		get: func(r *Rules) string { return r.GrandSlam.String() },
		set: func(r *Rules, v string) error {
			i, err := enumParam(grandSlamNames, v, "grand-slam")
			r.GrandSlam = GrandSlam(i)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			return [...]i18n.Msg{
				i18n.M(i18n.RulesMeaning1),
				i18n.M(i18n.RulesMeaning2),
				i18n.M(i18n.RulesMeaning3),
				i18n.M(i18n.RulesMeaning4),
			}[r.GrandSlam&3]
		}},
	{name: "feeding", values: feedingNames,
		get: func(r *Rules) string { return r.Feeding.String() },
		set: func(r *Rules, v string) error {
			i, err := enumParam(feedingNames, v, "feeding")
			r.Feeding = Feeding(i)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			return [...]i18n.Msg{
				i18n.M(i18n.RulesMeaning5),
				i18n.M(i18n.RulesMeaning6),
				i18n.M(i18n.RulesMeaning7),
				i18n.M(i18n.RulesMeaning8),
			}[r.Feeding&3]
		}},
	{name: "max-capture-holes", values: []string{"0..6"},
		get: func(r *Rules) string { return strconv.Itoa(r.MaxCaptureHoles) },
		set: func(r *Rules, v string) (err error) {
			r.MaxCaptureHoles, err = intParam(v, "max-capture-holes", 0, 6)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			if r.MaxCaptureHoles == 0 {
				return i18n.M(i18n.RulesMeaning9)
			}
			return i18n.M(i18n.RulesMaxCapture, r.MaxCaptureHoles)
		}},
	{name: "majority", values: []string{"0..48"},
		get: func(r *Rules) string { return strconv.Itoa(r.Majority) },
		set: func(r *Rules, v string) (err error) {
			r.Majority, err = intParam(v, "majority", 0, Seeds)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			if r.Majority == 0 {
				return i18n.M(i18n.RulesMeaning10)
			}
			return i18n.M(i18n.RulesMajority, r.Majority)
		}},
	{name: "few-seeds", values: []string{"0..48"},
		get: func(r *Rules) string { return strconv.Itoa(r.FewSeeds) },
		set: func(r *Rules, v string) (err error) {
			r.FewSeeds, err = intParam(v, "few-seeds", 0, Seeds)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			if r.FewSeeds == 0 {
				return i18n.M(i18n.RulesMeaning11)
			}
			return i18n.M(i18n.RulesFewSeeds, r.FewSeeds)
		}},
	{name: "famine", values: famineNames,
		get: func(r *Rules) string { return r.Famine.String() },
		set: func(r *Rules, v string) error {
			i, err := enumParam(famineNames, v, "famine")
			r.Famine = Famine(i)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			if r.Famine == FamineStop {
				return i18n.M(i18n.RulesMeaning12)
			}
			return i18n.M(i18n.RulesMeaning13)
		}},
	{name: "agreed-rest", values: restNames,
		get: func(r *Rules) string { return r.AgreedRest.String() },
		set: func(r *Rules, v string) error {
			i, err := enumParam(restNames, v, "agreed-rest")
			r.AgreedRest = Rest(i)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			return [...]i18n.Msg{
				i18n.M(i18n.RulesMeaning14),
				i18n.M(i18n.RulesMeaning15),
				i18n.M(i18n.RulesMeaning16),
				i18n.M(i18n.Empty),
			}[r.AgreedRest&3]
		}},
	{name: "case", values: []string{"south-upper", "north-upper"},
		get: func(r *Rules) string { return r.Case.String() },
		set: func(r *Rules, v string) (err error) {
			r.Case, err = ParseCase(v)
			return err
		},
		meaning: func(r *Rules) i18n.Msg {
			if r.Case == NorthUpper {
				return i18n.M(i18n.RulesMeaning17)
			}
			return i18n.M(i18n.RulesMeaning18)
		}},
}

// ErrBadRules is wrapped by every error of ParseRules.
var ErrBadRules = errors.New("bad rule set")

func presetNames() string {
	names := make([]string, len(presets))
	for i, r := range presets {
		names[i] = r.Name
	}
	return strings.Join(names, ", ")
}

func paramNames() string {
	names := make([]string, len(paramDefs))
	for i, d := range paramDefs {
		names[i] = d.name
	}
	return strings.Join(names, ", ")
}

// ParseRules reads a rule-set spec: a preset name optionally followed by
// comma-separated name=value overrides, e.g. "abapa,grand-slam=forbidden".
// Spaces around names and values are ignored, and so is their case
// ("Abapa, Grand-Slam=Forbidden": tag values are written by hand); a
// parameter may be set once. String gives the canonical, lower-case spec.
func ParseRules(spec string) (Rules, error) {
	parts := strings.Split(spec, ",")
	pname := strings.TrimSpace(parts[0])
	r, ok := PresetNamed(pname)
	if !ok {
		return Rules{}, i18n.Errorf(i18n.RulesPreset, pname, presetNames()).Wrap(ErrBadRules)
	}
	seen := map[string]bool{}
	for _, part := range parts[1:] {
		k, v, found := strings.Cut(part, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !found || k == "" {
			return Rules{}, i18n.Errorf(i18n.RulesOverride, strings.TrimSpace(part), paramNames()).Wrap(ErrBadRules)
		}
		d := findParam(english(strings.ToLower(k)))
		if d == nil {
			return Rules{}, i18n.Errorf(i18n.RulesParam, k, paramNames()).Wrap(ErrBadRules)
		}
		if seen[d.name] {
			return Rules{}, i18n.Errorf(i18n.RulesTwice, d.name).Wrap(ErrBadRules)
		}
		seen[d.name] = true
		if err := d.set(&r, english(strings.ToLower(v))); err != nil {
			return Rules{}, i18n.Errorf(i18n.RulesBad, i18n.ErrorMsg(err)).Wrap(ErrBadRules)
		}
	}
	return r, nil
}

func findParam(name string) *paramDef {
	for i := range paramDefs {
		if paramDefs[i].name == name {
			return &paramDefs[i]
		}
	}
	return nil
}

// Params returns every parameter of r with its value and meaning, in the
// order ParseRules documents them, their meanings in English (ParamsIn
// words them in another language).
func (r Rules) Params() []Param { return r.ParamsIn(i18n.English) }

// ParamsIn is Params with the meanings in language l.
func (r Rules) ParamsIn(l i18n.Lang) []Param {
	out := make([]Param, len(paramDefs))
	for i, d := range paramDefs {
		out[i] = Param{Name: d.name, Value: d.get(&r), Meaning: d.meaning(&r).In(l), Values: d.values}
	}
	return out
}

// String returns the canonical spec of r: its preset name and only the
// parameters that differ from the preset, e.g. "abapa,grand-slam=forbidden".
// ParseRules reads it back to the same parameters.
func (r Rules) String() string {
	base, ok := Preset(r.Name)
	var b strings.Builder
	if ok {
		b.WriteString(r.Name)
	} else {
		base, _ = Preset("awechec")
		b.WriteString("awechec")
	}
	for _, d := range paramDefs {
		if v := d.get(&r); v != d.get(&base) {
			b.WriteString("," + d.name + "=" + v)
		}
	}
	return b.String()
}

// Same reports whether r and o have the same parameters, whatever their
// names and descriptions.
func (r Rules) Same(o Rules) bool {
	return r.GrandSlam == o.GrandSlam && r.Feeding == o.Feeding && r.MaxCaptureHoles == o.MaxCaptureHoles &&
		r.Majority == o.Majority && r.FewSeeds == o.FewSeeds && r.Famine == o.Famine &&
		r.AgreedRest == o.AgreedRest && r.Case == o.Case
}
