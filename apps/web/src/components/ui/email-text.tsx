/**
 * An e-mail address that wraps only after its '@' and before its dots, never inside a word (a long part still
 * wraps where it must rather than widening the page).
 */
export const EmailText = ({ email, className = '' }: { email: string; className?: string }) => {
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at + 1) : email;
  const domain = at >= 0 ? email.slice(at + 1).split('.') : [];
  return (
    <span className={`[overflow-wrap:break-word] ${className}`}>
      {local}
      {domain.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a domain's labels are fixed in number and order
        <span key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {part}
        </span>
      ))}
    </span>
  );
};
