"""A private Dovecot for the mailbox tests: one temp folder, loopback, passwd-file users, Maildir.

See /work/shared/research/dovecot-for-tests.md. Dovecot itself comes from the Debian package
(``scripts/setup --test`` installs ``dovecot-imapd``). Users are lines of a passwd-file (re-read by
Dovecot when it changes); mail is delivered by writing files into ``Maildir/new``. Bearer tokens
(XOAUTH2) are checked by Dovecot against ``OAuthServer``'s introspection URL; the same server is the
OAuth token endpoint that refreshes expired access tokens.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs

from tests.scratch import free_port

DOVECOT = shutil.which("dovecot") or "/usr/sbin/dovecot"


_numbers = itertools.count(1)


def _mail_ids() -> tuple[int, int]:
    import pwd

    try:
        entry = pwd.getpwnam("dovecot")
        return entry.pw_uid, entry.pw_gid
    except KeyError:
        return os.getuid(), os.getgid()


class OAuthServer:
    """Token introspection for Dovecot and a token endpoint (``/token``) for the client."""

    def __init__(self) -> None:
        self.valid: dict[str, tuple[str, float]] = {}  # access token -> (username, expiry on time.time())
        self.refresh_tokens: dict[str, tuple[str, str, str]] = {}  # refresh -> (user, client_id, secret)
        self.refresh_calls = 0
        self.introspected: list[str] = []  # every token Dovecot asked about, in order
        self.lifetime = 3599  # seconds an issued access token lives
        self.rotate = False  # when true, a refresh also issues a new refresh token and revokes the old
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _reply(self, status: int, body: dict[str, object]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                form = {k: v[0] for k, v in parse_qs(self.rfile.read(length).decode()).items()}
                if self.path.startswith("/introspect"):
                    token = form.get("token", "")
                    server.introspected.append(token)
                    user, expires = server.valid.get(token, ("", 0.0))
                    if user and expires > time.time():
                        self._reply(200, {"active": True, "username": user})
                    else:
                        self._reply(401, {"active": False})
                elif self.path.startswith("/token"):
                    server.refresh_calls += 1
                    grant = server.refresh_tokens.get(form.get("refresh_token", ""))
                    if (
                        form.get("grant_type") != "refresh_token"
                        or grant is None
                        or (form.get("client_id"), form.get("client_secret")) != grant[1:]
                    ):
                        self._reply(400, {"error": "invalid_grant"})
                        return
                    token = server.issue(grant[0])
                    reply: dict[str, object] = {
                        "access_token": token,
                        "expires_in": server.lifetime,
                        "token_type": "Bearer",
                    }
                    if server.rotate:
                        del server.refresh_tokens[form["refresh_token"]]
                        reply["refresh_token"] = server.grant(*grant)
                    self._reply(200, reply)
                else:
                    self._reply(404, {})

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = int(self.httpd.server_address[1])
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def token_uri(self) -> str:
        return f"http://127.0.0.1:{self.port}/token"

    def issue(self, user: str) -> str:
        token = "ya29." + secrets.token_urlsafe(24)
        self.valid[token] = (user, time.time() + self.lifetime)
        return token

    def grant(self, user: str, client_id: str, client_secret: str) -> str:
        refresh = "1//" + secrets.token_urlsafe(24)
        self.refresh_tokens[refresh] = (user, client_id, client_secret)
        return refresh

    def expire_all(self) -> None:
        """Every access token issued so far stops working (they expired, as they do after an hour)."""
        self.valid.clear()

    def revoke(self, refresh_token: str) -> None:
        """The user withdrew the app's access: the refresh token is refused from now on."""
        self.refresh_tokens.pop(refresh_token, None)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class Dovecot:
    def __init__(self, oauth: OAuthServer | None = None, *, tls: bool = False) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="misrad-dovecot-"))
        self.root.chmod(0o755)  # Dovecot's auth process (user dovecot) reads the passwd-file here
        self.port = free_port()
        # With tls: a self-signed certificate for localhost only (``ca_file`` trusts it), implicit
        # TLS on ``tls_port`` and STARTTLS offered on ``port``.
        self.tls = tls
        self.tls_port = free_port() if tls else 0
        self.ca_file = self.root / "ca.pem"
        self.uid, self.gid = _mail_ids()
        self.oauth = oauth
        self.config = self.root / "dovecot.conf"
        self.passwd = self.root / "passwd"
        self.passwd.write_text("")
        self.passwords: dict[str, str] = {}
        self._spare: list[str] = []
        self._write_config()
        self.running = False
        self.process: subprocess.Popen[bytes] | None = None

    def _write_config(self) -> None:
        root = self.root
        oauth_passdb = ""
        mechanisms = "plain login"
        if self.oauth is not None:
            mechanisms = "plain login xoauth2 oauthbearer"
            (root / "oauth2.conf").write_text(
                f"introspection_url = http://127.0.0.1:{self.oauth.port}/introspect\n"
                "introspection_mode = post\n"
                "username_attribute = username\n"
                "active_attribute = active\n"
                "active_value = true\n"
            )
            oauth_passdb = (
                "passdb {\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n"
                f"  args = {root}/oauth2.conf\n}}\n"
            )
        ssl = "ssl = no"
        if self.tls:
            key_file = self._certificate()
            ssl = f"ssl = yes\nssl_cert = <{self.ca_file}\nssl_key = <{key_file}"
        self.config.write_text(
            f"""
protocols = imap
listen = 127.0.0.1
base_dir = {root}/run
state_dir = {root}/state
log_path = {root}/dovecot.log
info_log_path = {root}/dovecot.log
default_login_user = dovenull
default_internal_user = dovecot
first_valid_uid = 1
{ssl}
disable_plaintext_auth = no
auth_mechanisms = {mechanisms}
auth_failure_delay = 0
mail_location = maildir:~/Maildir
{oauth_passdb}
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {self.passwd}
}}
userdb {{
  driver = passwd-file
  args = username_format=%u {self.passwd}
}}
service imap-login {{
  chroot =
  inet_listener imap {{
    address = 127.0.0.1
    port = {self.port}
  }}
  inet_listener imaps {{
    address = 127.0.0.1
    port = {self.tls_port}
  }}
}}
service anvil {{
  chroot =
  # No growing delay after failed logins from 127.0.0.1 (the tests fail logins on purpose).
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
service stats {{
  unix_listener stats-reader {{
    mode = 0666
  }}
  unix_listener stats-writer {{
    mode = 0666
  }}
}}
"""
        )

    def _certificate(self) -> Path:
        import datetime

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID

        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
        now = datetime.datetime.now(datetime.UTC)
        certificate = (
            x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(
                x509.SubjectAlternativeName([x509.DNSName("localhost")]),
                critical=False,
            )
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256())
        )
        self.ca_file.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
        key_file = self.root / "key.pem"
        key_file.write_bytes(
            key.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
        )
        return key_file

    def home(self, user: str) -> Path:
        return self.root / "mail" / user

    def new_user(self) -> str:
        """A fresh mail user (password: the user name reversed). Users are added a dozen at a time:
        Dovecot sees a passwd-file change only on the next second."""
        if not self._spare:
            users = [f"office{next(_numbers)}-{os.getpid()}@example.co.il" for _ in range(12)]
            self.add_users({user: user[::-1] for user in users})
            self._spare.extend(users)
        return self._spare.pop(0)

    def add_user(self, user: str, password: str) -> None:
        self.add_users({user: password})

    def add_users(self, users: dict[str, str]) -> None:
        """Add mail users in one rewrite of the passwd-file (so one wait for Dovecot to see them all)."""
        for user, password in users.items():
            self.passwords[user] = password
            for sub in ("cur", "new", "tmp"):
                (self.home(user) / "Maildir" / sub).mkdir(parents=True, exist_ok=True)
            self._chown(self.home(user))
        if os.getuid() == 0:
            os.chown(self.root / "mail", self.uid, self.gid)
        lines = [
            f"{u}:{{PLAIN}}{p}:{self.uid}:{self.gid}::{self.home(u)}::" for u, p in self.passwords.items()
        ]
        tmp = self.passwd.with_suffix(".tmp")
        tmp.write_text("\n".join(lines) + "\n")
        tmp.replace(self.passwd)
        # Dovecot stats the passwd-file at most once per wall-clock second; wait for the next one so the
        # new user is seen by the very next login.
        time.sleep(1.01 - time.time() % 1)

    def _chown(self, path: Path) -> None:
        if os.getuid() != 0:
            return
        for dirpath, _dirnames, filenames in os.walk(path):
            os.chown(dirpath, self.uid, self.gid)
            for name in filenames:
                os.chown(os.path.join(dirpath, name), self.uid, self.gid)

    def deliver(self, user: str, raw: bytes) -> None:
        """Drop one RFC 822 message into the user's Maildir/new (Dovecot gives it a UID on SELECT)."""
        maildir = self.home(user) / "Maildir"
        name = f"{time.time_ns()}.{secrets.token_hex(6)}.misrad"
        tmp = maildir / "tmp" / name
        tmp.write_bytes(raw)
        if os.getuid() == 0:
            os.chown(tmp, self.uid, self.gid)
        tmp.replace(maildir / "new" / name)

    def renumber(self, user: str) -> None:
        """Make the server assign a new UIDVALIDITY (as after a mailbox rebuild): drop its UID lists."""
        maildir = self.home(user) / "Maildir"
        for name in (
            "dovecot-uidlist",
            "dovecot.index",
            "dovecot.index.cache",
            "dovecot.index.log",
            "dovecot.list.index",
            "dovecot.list.index.log",
        ):
            (maildir / name).unlink(missing_ok=True)

    def start(self) -> None:
        # In the foreground (-F), in a process group of its own: stopping it ends exactly the processes
        # started here, at once (the server "goes away" as a crash would, not after a polite shutdown).
        self.process = subprocess.Popen(
            [DOVECOT, "-F", "-c", str(self.config)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                    if s.recv(100).startswith(b"* OK"):
                        self.running = True
                        return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("dovecot did not start: " + self.log())

    def stop(self) -> None:
        process = self.process
        if process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        self.process = None
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                time.sleep(0.05)
            except OSError:
                break
        self.running = False

    def log(self) -> str:
        path = self.root / "dovecot.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)
