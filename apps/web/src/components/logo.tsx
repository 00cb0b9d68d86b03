import { Link } from "react-router";

export function Logo({ title, src, light = false }: { title: string; src?: string; light?: boolean }) {
  return (
    <Link to="/" style={{ display: "flex", alignItems: "center", gap: 8, color: light ? "#fff" : "inherit", minWidth: 0 }}>
      <img src={src || "/favicon.svg"} alt="" width={32} height={32} style={{ flex: "none" }} />
      <span style={{ fontSize: 18, fontWeight: 600, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}>
        {title}
      </span>
    </Link>
  );
}
