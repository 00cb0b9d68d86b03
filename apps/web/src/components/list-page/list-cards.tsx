import type { Key, ReactNode } from "react";
import "./list-cards.css";

/** One line of a card: what it is and its value; a line with nothing to show is left out. */
export interface CardField {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface ListCard {
  /** what names the row (its number, its carrier), usually a link to it */
  title: ReactNode;
  /** beside the title: its status */
  tag?: ReactNode;
  fields: CardField[];
  /** the row's links and buttons, under the fields */
  actions?: ReactNode;
}

export interface ListCardsProps<T> {
  rows: T[];
  rowKey: (row: T) => Key;
  card: (row: T) => ListCard;
  /** names the list for a screen reader (the page's title) */
  label: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === "" || value === false;

/**
 * A list page's rows on a phone: one card each, the row's name and status on top, its fields as
 * label and value below, its actions at the foot. A table there is a strip scrolled sideways whose
 * columns antd measures after every commit (a long task on a phone's processor); cards are plain
 * elements that wrap to the screen.
 */
export function ListCards<T>({ rows, rowKey, card, label }: ListCardsProps<T>) {
  return (
    <ul className="list-cards" aria-label={label}>
      {rows.map((row) => {
        const { title, tag, fields, actions } = card(row);
        return (
          <li key={rowKey(row)} className="list-card" data-testid="list-card">
            <div className="list-card-head">
              <span className="list-card-title">{title}</span>
              {tag}
            </div>
            <dl className="list-card-fields">
              {fields
                .filter((field) => !isEmpty(field.value))
                .map((field) => (
                  <div key={field.key}>
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
            </dl>
            {actions && <div className="list-card-actions">{actions}</div>}
          </li>
        );
      })}
    </ul>
  );
}
