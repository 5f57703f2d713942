// The floor of `npm run bench:web`: a bare React 19 + react-router 7 + MUI 9 app with the portal's
// two first screens in their simplest form (a login form; a header, side menu and a list of
// cards), built by the same Vite and served the same way. What the portal loads beyond this is
// what the benchmark prices. Its texts are literals: it is a measuring stick, never shown to users.
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { StrictMode, use, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The stored session the benchmark puts in local storage, as it does for the portal. */
export const BARE_SESSION_KEY = 'bare.session';

const theme = createTheme({ palette: { primary: { main: '#0b5394' } } });
const MENU = [
  { label: 'Overzicht', icon: <DashboardIcon /> },
  { label: 'Documenten', icon: <DescriptionIcon /> },
  { label: 'Berichten', icon: <MailIcon /> },
];
const FEED = ['Hypotheek verlengd', 'Nieuwe polis', 'Taak: upload je loonstrook', 'Bericht van je adviseur'];

function LoginPage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" component="main" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Inloggen
        </Typography>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            localStorage.setItem(BARE_SESSION_KEY, 'signed-in');
            void navigate('/');
          }}
        >
          <TextField label="E-mailadres" type="email" autoComplete="username" required />
          <TextField label="Wachtwoord" type="password" autoComplete="current-password" required />
          <Button type="submit" variant="contained" size="large">
            Inloggen
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function Dashboard() {
  const [menuOpen, setMenuOpen] = useState(false);
  const feed = useFeed();
  if (!localStorage.getItem(BARE_SESSION_KEY)) return <Navigate to="/login" replace />;
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed">
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Menu" onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p">
            Portaal
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <List>
          {MENU.map((item) => (
            <ListItemButton key={item.label}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Container component="main" sx={{ pt: 10, pb: 4 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Overzicht
        </Typography>
        <Box component="section" aria-labelledby="feed-title">
          <Typography id="feed-title" component="h2" variant="h6">
            Nieuw en recent
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {feed.map((title) => (
              <Card component="li" key={title} variant="outlined">
                <CardContent>
                  <Typography>{title}</Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

// bench:web builds this shell twice: bare (false), and with the libraries the portal's first
// paint cannot do without loaded first and one API answer before the feed is drawn (true; see
// ./libraries), a second, higher floor.
declare const BENCH_WITH_LIBRARIES: boolean;

/**
 * The floor with libraries waits for one real API answer (the mortgages, with the stored token),
 * asked for as the page starts, as the portal asks for its feed; the bare floor draws at once.
 */
const feedAnswer: Promise<string[]> | null =
  BENCH_WITH_LIBRARIES && localStorage.getItem(BARE_SESSION_KEY)
    ? fetch('/api/customer/mortgage', { headers: { Authorization: `Bearer ${localStorage.getItem(BARE_SESSION_KEY)}` } })
        .then((answer) => answer.json() as Promise<{ id: number }[]>)
        .then((mortgages) => [...FEED, ...mortgages.map((mortgage) => `Hypotheek ${mortgage.id}`)])
    : null;

// No Suspense boundary: the page draws nothing before the answer, then everything at once.
const useFeed = (): string[] => (feedAnswer ? use(feedAnswer) : FEED);

const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <Dashboard /> },
]);

if (BENCH_WITH_LIBRARIES) {
  await import('./libraries/first-paint');
  if (localStorage.getItem(BARE_SESSION_KEY)) await import('./libraries/signed-in');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
