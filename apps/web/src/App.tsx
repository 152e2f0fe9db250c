import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from './api';

interface Me {
  name: string;
  username: string;
  role: string;
  authorities: string[];
}

const ME_FIELDS = 'name username role authorities';

/** Sign-in and the signed-in user's summary; the full console shell grows from here. */
export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);

  useEffect(() => {
    graphql<{ me: Me }>(`{ me { ${ME_FIELDS} } }`).then((result) => setMe(result.data?.me ?? null));
  }, []);

  if (me === undefined) return <main className="center">Loading…</main>;
  return me ? <SignedIn me={me} onLogout={() => setMe(null)} /> : <Login onLogin={setMe} />;
}

function Login({ onLogin }: { onLogin: (me: Me) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await graphql<{ doLogin: Me }>(
      `mutation ($username: String!, $password: String!) { doLogin(username: $username, password: $password) { ${ME_FIELDS} } }`,
      { username, password },
    ).catch(() => ({ data: null, errors: [{ message: 'The server cannot be reached.' }] }));
    setBusy(false);
    if (result.data?.doLogin) onLogin(result.data.doLogin);
    else setError(result.errors?.[0]?.message ?? 'Login failed.');
  };

  return (
    <main className="center">
      <form className="card" onSubmit={submit}>
        <h1>Back Office</h1>
        <label>
          Username
          <input name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        </label>
        {error && <p role="alert" className="error">{error}</p>}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
      </form>
    </main>
  );
}

function SignedIn({ me, onLogout }: { me: Me; onLogout: () => void }) {
  const logout = async () => {
    await graphql('mutation { doLogout }');
    onLogout();
  };
  return (
    <main className="center">
      <section className="card">
        <h1>Back Office</h1>
        <p>
          Signed in as <strong>{me.name}</strong> ({me.username}), {me.role}.
        </p>
        <p>{me.authorities.length} authorities granted.</p>
        <button type="button" onClick={logout}>
          Logout
        </button>
      </section>
    </main>
  );
}
