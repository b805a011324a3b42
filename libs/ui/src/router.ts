// @school/ui/router: what the screens use of react-router — the portals', the feature libraries' and
// the kit's. A shared singleton provided by the shell from the react-router its own router is made of,
// so there is one router context in the page, and a screen downloads these hooks instead of the whole
// package (issue 26). A portal that needs another export adds it here, and the shell ships it first,
// as with the rest of @school/ui.
export { Link, useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
