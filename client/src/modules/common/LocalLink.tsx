import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router-dom";
import { useLocalPath } from "./paths";

/** A link that keeps the language prefix of the current URL. */
export function LocalLink({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const local = useLocalPath();
  return <Link to={local(to)} {...rest} />;
}

export function LocalNavLink({ to, ...rest }: Omit<NavLinkProps, "to"> & { to: string }) {
  const local = useLocalPath();
  return <NavLink to={local(to)} {...rest} />;
}
