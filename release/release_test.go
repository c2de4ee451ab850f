package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// platforms are the archives a release holds: every system and processor
// players use.
var platforms = []struct{ os, arch, ext, binary string }{
	{"windows", "amd64", "zip", "awechec.exe"},
	{"windows", "arm64", "zip", "awechec.exe"},
	{"macos", "arm64", "tar.gz", "awechec"},
	{"macos", "amd64", "tar.gz", "awechec"},
	{"linux", "amd64", "tar.gz", "awechec"},
	{"linux", "arm64", "tar.gz", "awechec"},
}

// TestRelease builds the archives as the release does (goreleaser release
// --snapshot: the same .goreleaser.yaml, the Windows and macOS programs
// cross-compiled; with AWECHEC_RELEASE_ALL unset, as in a developer's go
// test, only this machine's archive, see snapshot), checks what each
// holds, then unpacks the Linux archive
// of this machine into an empty folder and, with no Go on the PATH and no
// sources around, runs awechec as a French player would: version, check
// on the example and on a corpus file, web -o site, web --link --ply; the
// page, opened at that link in headless Chromium, shows that game at that
// move with its French diagnostic.
func TestRelease(t *testing.T) {
	testenv.Long(t, "goreleaser and Chromium")
	goreleaser := testenv.Tool(t, "go build -C tools -o DIR/goreleaser github.com/goreleaser/goreleaser/v2, as .ci/run does", "goreleaser")
	chromium := testenv.Tool(t, "Debian: apt-get install chromium", "/usr/bin/chromium", "chromium", "chromium-browser")
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	archives := snapshot(t, goreleaser, root)

	dir := t.TempDir() // under the system's temporary folder: no go.mod above
	var archive string
	for _, p := range platforms {
		name, ok := archives[p.os+"-"+p.arch]
		if !ok {
			continue // not built: this machine's archive only
		}
		files := list(t, name)
		top := strings.TrimSuffix(filepath.Base(name), "."+p.ext)
		for _, want := range []string{p.binary, "LICENSE", "LISEZMOI.txt", "exemple.agn"} {
			if !files[top+"/"+want] {
				t.Errorf("%s: no %s/%s in %v", filepath.Base(name), top, want, files)
			}
		}
		if p.os == hostOS() && p.arch == runtime.GOARCH {
			archive = name
		}
	}
	if archive == "" {
		t.Fatalf("no archive for this machine (%s/%s) among %v", runtime.GOOS, runtime.GOARCH, archives)
	}
	folder := untar(t, archive, dir)
	corpusFile := filepath.Join(folder, "multi.agn")
	copyFile(t, filepath.Join(root, "corpus", "valid", "multi-awele-resign-fr.agn"), corpusFile)

	// a player's environment: French, no Go, nothing of the sources
	empty := t.TempDir()
	env := []string{"PATH=" + empty, "HOME=" + empty, "LANG=fr_FR.UTF-8", "TMPDIR=" + os.TempDir()}
	awechec := func(want int, args ...string) string {
		t.Helper()
		cmd := exec.Command(filepath.Join(folder, "awechec"), args...)
		cmd.Dir, cmd.Env = folder, env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		if code := cmd.ProcessState.ExitCode(); code != want {
			t.Fatalf("awechec %s: exit %d (%v), want %d\n%s%s", strings.Join(args, " "), code, err, want, stdout.String(), stderr.String())
		}
		return stdout.String() + stderr.String()
	}
	if out := awechec(0, "version"); !strings.HasPrefix(out, "awechec ") || !strings.Contains(out, "commit ") {
		t.Errorf("version: %q", out)
	}
	out := awechec(1, "check", "exemple.agn")
	const diagnostic = "le pouvoir 4 est aux Noirs, pas aux Blancs"
	if !strings.Contains(out, "erreur[power-mismatch]: "+diagnostic) {
		t.Errorf("check exemple.agn, in French:\n%s", out)
	}
	if out := awechec(0, "check", "multi.agn"); !strings.Contains(out, "0 avec erreurs") {
		t.Errorf("check multi.agn:\n%s", out)
	}
	if out := awechec(0, "web", "-o", "site"); !strings.Contains(out, "index.html écrit") {
		t.Errorf("web -o site:\n%s", out)
	}
	const ply = 3 // White's Fc4, the move before the defect
	link := strings.TrimSpace(awechec(0, "web", "--link", "exemple.agn", "--ply", strconv.Itoa(ply)))
	fragment, ok := strings.CutPrefix(link, web.PublishedURL)
	if !ok || !strings.HasPrefix(fragment, web.LinkPrefix) {
		t.Fatalf("web --link: %q, want %s%s...", link, web.PublishedURL, web.LinkPrefix)
	}

	record, err := os.ReadFile(filepath.Join(folder, "exemple.agn"))
	if err != nil {
		t.Fatal(err)
	}
	step := stepOf(t, record, ply)
	ctx := browser(t, chromium)
	page := "file://" + filepath.ToSlash(filepath.Join(folder, "site", "index.html")) + fragment
	opened := time.Now()
	if err := chromedp.Run(ctx, chromedp.Navigate(page),
		chromedp.Poll(`document.getElementById('text').value === `+strconv.Quote(string(record))+
			` && AwechecReplayer.current().step === `+strconv.Itoa(step)+
			` && document.documentElement.lang === 'fr'`+
			` && document.getElementById('diagnostics').textContent.includes(`+strconv.Quote(diagnostic)+`)`,
			nil, chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		var shown struct {
			Step        int
			Lang, Diags string
		}
		chromedp.Run(ctx, chromedp.Evaluate(`({Step: AwechecReplayer.current().step, Lang: document.documentElement.lang, Diags: document.getElementById('diagnostics').textContent})`, &shown))
		t.Fatalf("the page at %s shows step %d in %q with %q; want step %d in French with %q (%v)", page[:80]+"…", shown.Step, shown.Lang, shown.Diags, step, diagnostic, err)
	}
	t.Logf("the page (%s) opened at the link shows the move and its French diagnostic %s after the navigation began", sizeOf(t, filepath.Join(folder, "site", "index.html")), time.Since(opened).Round(time.Millisecond))
}

// allEnv, when set (.ci/run sets it), makes TestRelease build every
// archive of the release; unset, it builds this machine's only: the other
// five cost most of the test's time and are cross-compilations of the
// same sources by the same configuration.
const allEnv = "AWECHEC_RELEASE_ALL"

// hostOS is this machine's system as the archives name it.
func hostOS() string {
	if runtime.GOOS == "darwin" {
		return "macos"
	}
	return runtime.GOOS
}

// snapshot runs goreleaser release --snapshot in the sources and returns
// the archives it made, by "system-processor": every archive of
// .goreleaser.yaml when AWECHEC_RELEASE_ALL is set, else this machine's
// only, from a copy of .goreleaser.yaml whose build targets are this
// machine (nothing else changed).
func snapshot(t *testing.T, goreleaser, root string) map[string]string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	start := time.Now()
	args := []string{"release", "--snapshot", "--clean"}
	targets := platforms
	if os.Getenv(allEnv) == "" {
		args = append(args, "--config", hostConfig(t, root))
		targets = nil
		for _, p := range platforms {
			if p.os == hostOS() && p.arch == runtime.GOARCH {
				targets = append(targets, p)
			}
		}
		t.Logf("this machine's archive only (%s=1 builds all %d, as .ci/run does)", allEnv, len(platforms))
	}
	cmd := exec.CommandContext(ctx, goreleaser, args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("goreleaser %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	t.Logf("goreleaser release --snapshot: %s", time.Since(start).Round(time.Second))
	archives := map[string]string{}
	for _, p := range targets {
		matches, _ := filepath.Glob(filepath.Join(root, "dist", fmt.Sprintf("awechec-*-%s-%s.%s", p.os, p.arch, p.ext)))
		if len(matches) != 1 {
			t.Fatalf("dist holds %d archives for %s/%s: %v", len(matches), p.os, p.arch, matches)
		}
		info, err := os.Stat(matches[0])
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d bytes", filepath.Base(matches[0]), info.Size())
		archives[p.os+"-"+p.arch] = matches[0]
	}
	return archives
}

// list returns the names of the files an archive holds.
func list(t *testing.T, name string) map[string]bool {
	t.Helper()
	files := map[string]bool{}
	if strings.HasSuffix(name, ".zip") {
		z, err := zip.OpenReader(name)
		if err != nil {
			t.Fatal(err)
		}
		defer z.Close()
		for _, f := range z.File {
			files[f.Name] = true
		}
		return files
	}
	eachTar(t, name, func(h *tar.Header, _ io.Reader) { files[h.Name] = true })
	return files
}

// untar unpacks a .tar.gz archive into dir, keeping each file's mode, and
// returns the folder it holds.
func untar(t *testing.T, name, dir string) string {
	t.Helper()
	top := ""
	eachTar(t, name, func(h *tar.Header, r io.Reader) {
		if h.Typeflag != tar.TypeReg || !filepath.IsLocal(h.Name) {
			return
		}
		top, _, _ = strings.Cut(h.Name, "/")
		target := filepath.Join(dir, h.Name)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_EXCL, h.FileInfo().Mode().Perm())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(f, r); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	})
	return filepath.Join(dir, top)
}

// eachTar calls f on each entry of a .tar.gz archive.
func eachTar(t *testing.T, name string, f func(*tar.Header, io.Reader)) {
	t.Helper()
	file, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	zr, err := gzip.NewReader(file)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		f(h, tr)
	}
}

// sizeOf words a file's size in bytes.
func sizeOf(t *testing.T, name string) string {
	t.Helper()
	info, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.FormatInt(info.Size(), 10) + " bytes"
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// stepOf returns the replayer's step of the half-move ply of a record's
// first game, as the page counts them.
func stepOf(t *testing.T, record []byte, ply int) int {
	t.Helper()
	g, err := grammar.NewReader(bytes.NewReader(record), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	step, err := render.Find(render.Steps(validate.Game(g, validate.Options{})), render.Point{Ply: ply})
	if err != nil {
		t.Fatal(err)
	}
	return step
}

// browser starts headless Chromium, its language French, and returns a
// tab's context.
func browser(t *testing.T, chromium string) context.Context {
	t.Helper()
	actx, cancelA := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("lang", "fr-FR"), chromedp.Flag("accept-lang", "fr-FR"),
		chromedp.Env("LANGUAGE=fr_FR", "LC_ALL=fr_FR.UTF-8"))
	t.Cleanup(cancelA)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(cancelT)
	return ctx
}

// hostConfig writes a copy of .goreleaser.yaml whose builds target this
// machine only and returns its path. It fails when the lines it rewrites
// are no longer there, so that the copy never drifts from the release.
func hostConfig(t *testing.T, root string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for from, to := range map[string]string{
		"goos: [windows, darwin, linux]": "goos: [" + runtime.GOOS + "]",
		"goarch: [amd64, arm64]":         "goarch: [" + runtime.GOARCH + "]",
	} {
		if strings.Count(text, from) != 1 {
			t.Fatalf(".goreleaser.yaml: no single %q to narrow to this machine (set %s=1 to build every archive)", from, allEnv)
		}
		text = strings.Replace(text, from, to, 1)
	}
	name := filepath.Join(t.TempDir(), "goreleaser-host.yaml")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}
